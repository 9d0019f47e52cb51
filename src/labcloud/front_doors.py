"""The front doors on the endpoint's port that are not AWS API calls, as contracts services fulfil.

The app tells from a request's host and path which door it is for (``protocol/function_urls.py``,
``protocol/execute_api.py``) and hands it to whatever service offered that door on the hub: Lambda
offers :class:`FunctionUrls`, API Gateway :class:`ExecuteApi` and :class:`CustomDomains`, API Gateway v2
:class:`HttpApis`, :class:`WebSocketApis` and :class:`WebSocketConnections` (for the management API), S3
:class:`Buckets` (an unsigned path-style request reaches S3 when its first segment names a bucket),
:class:`BucketCors` (S3's preflights and the CORS headers of its answers) and :class:`BucketWebsites` (a
bucket's static website endpoint), Cognito :class:`UserPoolDiscovery` (a user pool's JSON Web Key Set and
OpenID configuration), ELBv2 :class:`LoadBalancers` (an application load balancer's listeners), CloudFront
:class:`Distributions` (a distribution's own host, ``<id>.cloudfront.localhost``), AppSync :class:`GraphqlApis` (a
GraphQL API's endpoint) and :class:`EventApis` (an Events API's HTTP publish and real-time endpoints), ECR
:class:`ContainerRegistry` (the OCI registry under ``/v2/``), OpenSearch Serverless :class:`SearchCollections` (a
collection's OpenSearch API). The contracts live here, in the core, so the app knows no service: a service's ``interfaces.py`` re-exports the ones it offers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from labcloud.protocol.wire import TlsFacts, WireRequest, WireResponse


class FunctionUrls(Protocol):
    async def handle(
        self, request: WireRequest, url_id: str, path: str, *, too_large: bool = False
    ) -> WireResponse:
        """Answer one HTTP request to the function URL ``url_id`` (``path``: what the function sees)."""
        ...


class ExecuteApi(Protocol):
    async def handle(
        self, request: WireRequest, api_id: str, path: str, *, too_large: bool = False
    ) -> WireResponse:
        """Answer one HTTP request to the API ``api_id`` (``path``: ``/<stage>/...`` still percent-encoded)."""
        ...


class CustomDomains(Protocol):
    def resolve(self, host: str, path: str, tls: TlsFacts | None = None) -> tuple[str, str] | None:
        """(API id, ``/<stage>/...``) when ``host`` is a custom domain name mapped to an API for ``path``
        (still percent-encoded), else None: the request is then answered like one to that invoke URL.
        A name with mutual TLS answers only requests that came over TLS for that name with a verified
        client certificate (``tls``); others get ``("", path)``, the gateway's 403."""
        ...

    def tls(self, host: str) -> tuple[str, str | None] | None:
        """For the TLS listener (``http/authority.py``): None when ``host`` is no custom domain name, else
        (a tag that changes with its TLS settings, its truststore's PEM or None without mutual TLS)."""
        ...


class HttpApis(Protocol):
    def owns(self, api_id: str) -> bool:
        """Whether ``api_id`` is an HTTP API's (ids are unique across REST and HTTP APIs)."""
        ...

    async def handle(
        self, request: WireRequest, api_id: str, path: str, *, too_large: bool = False
    ) -> WireResponse:
        """Answer one HTTP request to the API ``api_id`` (``path`` still percent-encoded)."""
        ...


@dataclass(frozen=True, slots=True)
class ConnectionFacts:
    """One open WebSocket connection, as GetConnection reports it (times in epoch seconds)."""

    connection_id: str
    api_id: str
    stage: str
    account_id: str
    region: str
    connected_at: float
    last_active_at: float
    source_ip: str
    user_agent: str


class WebSocketApis(Protocol):
    """The app hands invoke-URL requests for WebSocket API ids here (before ``HttpApis``)."""

    def owns(self, api_id: str) -> bool:
        """Whether ``api_id`` is a WebSocket API's."""
        ...

    async def handle(self, request: WireRequest, api_id: str, path: str) -> WireResponse:
        """A WebSocket opening handshake (answered 101 with the channel's handler, or refused)."""
        ...

    def has_stage(self, account_id: str, region: str, api_id: str, stage: str) -> bool:
        """Whether the WebSocket API ``api_id`` of that account and region has the stage (usage plans)."""
        ...


class WebSocketConnections(Protocol):
    """The open connections of WebSocket APIs, for the management API (``apigatewaymanagementapi``).
    They live in memory: a server restart drops them, as a deployment does on AWS."""

    def connection(self, connection_id: str) -> ConnectionFacts | None: ...

    def post(self, connection_id: str, data: bytes) -> bool:
        """Send ``data`` to the client (text when it is UTF-8); False when the connection is gone."""
        ...

    def disconnect(self, connection_id: str) -> bool:
        """Close the connection (its ``$disconnect`` route runs); False when it is gone."""
        ...


class EventApis(Protocol):
    async def handle(
        self, request: WireRequest, api_id: str, endpoint: str, *, too_large: bool = False
    ) -> WireResponse:
        """Answer one request to an Events API (``endpoint``: ``"http"``, the publish endpoint, or
        ``"realtime"``, the WebSocket handshake, answered 101 or refused)."""
        ...


class Buckets(Protocol):
    """S3's bucket names, asked by the app when an unsigned path-style request may be S3's."""

    def exists(self, name: str) -> bool:
        """Whether a bucket of that name exists (in any account: the namespace is shared)."""
        ...


class BucketCors(Protocol):
    """S3's per-bucket CORS: the app hands it S3's ``OPTIONS`` requests and answers to requests with ``Origin``."""

    def preflight(self, request: WireRequest) -> WireResponse:
        """The answer to an ``OPTIONS`` request on a bucket or object URL (never authenticated)."""
        ...

    def decorate(self, request: WireRequest, response: WireResponse) -> WireResponse:
        """``response`` with the CORS headers of the bucket's rule matching the request, if one does."""
        ...


class BucketWebsites(Protocol):
    """S3's static website endpoints (``protocol/s3_website.py`` tells the app which requests are theirs)."""

    async def handle(self, request: WireRequest, bucket: str, path: str, base: str) -> WireResponse:
        """Answer one HTTP request to the website of ``bucket`` (``path`` still percent-encoded;
        ``base``: the URL path the site sits under, ``""`` for its own host, for redirects)."""
        ...


class UserPoolDiscovery(Protocol):
    async def handle(self, request: WireRequest, pool_id: str, document: str) -> WireResponse:
        """Answer a GET of a user pool's ``jwks.json`` or ``openid-configuration`` (404 for no such pool)."""
        ...


class LoadBalancers(Protocol):
    """ELBv2's application load balancers: their HTTP listeners (``protocol/load_balancers.py`` tells the
    app which requests are theirs)."""

    async def handle(
        self, request: WireRequest, dns_name: str, port: int | None, path: str, *, too_large: bool = False
    ) -> WireResponse:
        """Answer one HTTP request to the load balancer named ``dns_name`` on the listener of ``port``
        (None: the one on port 80, else its lowest); ``path`` still percent-encoded."""
        ...


class Distributions(Protocol):
    """CloudFront's distributions on their own host names (``protocol/distribution_hosts.py`` tells the app
    which requests are theirs)."""

    async def handle(self, request: WireRequest, distribution_id: str, path: str) -> WireResponse:
        """Answer one HTTP request to the distribution ``distribution_id`` (``path`` still percent-encoded)."""


class GraphqlApis(Protocol):
    """AppSync's GraphQL endpoints (``protocol/graphql_apis.py`` tells the app which requests are theirs)."""

    async def handle(self, request: WireRequest, api_id: str, *, too_large: bool = False) -> WireResponse:
        """Answer one HTTP request to the GraphQL endpoint of the API ``api_id``."""
        ...


class ContainerRegistry(Protocol):
    """ECR's registry: the OCI Distribution API (Docker Registry HTTP API v2) under ``/v2/``
    (``protocol/registry_paths.py`` tells the app which requests are its)."""

    async def handle(
        self, request: WireRequest, account_id: str | None, region: str | None, *, too_large: bool = False
    ) -> WireResponse:
        """Answer one registry request; ``account_id``/``region`` from the registry host the request was
        sent to (``<account>.dkr.ecr.<region>.localhost``), None when sent to the endpoint's own host."""
        ...


class SearchCollections(Protocol):
    """OpenSearch Serverless's collection endpoints (``protocol/aoss_hosts.py`` tells the app which requests
    are theirs)."""

    async def handle(
        self, request: WireRequest, collection_id: str, path: str, *, too_large: bool = False
    ) -> WireResponse:
        """Answer one OpenSearch API request to the collection ``collection_id`` (``path`` still
        percent-encoded)."""
        ...
