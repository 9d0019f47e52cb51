"""The application: one endpoint for every AWS API, plus ``/_labcloud/`` for our own.

HTTP → :mod:`labcloud.protocol` (route, parse, validate) → authenticate → :class:`Pipeline`
(authorize, dispatch to the provider) → protocol (serialize) → HTTP. No exception escapes as
a traceback: unknown failures become an AWS-shaped ``InternalFailure``.
"""

from __future__ import annotations

import asyncio
import importlib
import logging
from collections.abc import Callable
from urllib.parse import parse_qs

from labcloud import dataclass_code
from labcloud.config import Settings
from labcloud.context import RequestContext, SignedRequest
from labcloud.digits import is_digits
from labcloud.errors import AwsError
from labcloud.events import scope as event_scope
from labcloud.front_doors import (
    BucketCors,
    Buckets,
    BucketWebsites,
    ContainerRegistry,
    CustomDomains,
    Distributions,
    EventApis,
    ExecuteApi,
    FunctionUrls,
    GraphqlApis,
    HttpApis,
    LoadBalancers,
    SearchCollections,
    UserPoolDiscovery,
    WebSocketApis,
    WebSocketConnections,
)
from labcloud.hub import Hub
from labcloud.ids import uuid4_text as new_request_id
from labcloud.internal.api import core_routes
from labcloud.internal.routes import (
    PREFIX,
    InternalRequest,
    InternalResponse,
    InternalRouter,
    error_response,
)
from labcloud.internal.state_routes import state_routes
from labcloud.protocol import cors, released_forms
from labcloud.protocol.aoss_hosts import collection_target
from labcloud.protocol.bounds import GZIP_RESPONSES, EncodingError, accepts_gzip, decode_body, gzip_response
from labcloud.protocol.codec import Codec, codec_for, unrouted_error, warm_steps
from labcloud.protocol.distribution_hosts import distribution_target
from labcloud.protocol.execute_api import api_target, connections_call
from labcloud.protocol.function_urls import url_target
from labcloud.protocol.graphql_apis import event_target, graphql_target
from labcloud.protocol.load_balancers import lb_target
from labcloud.protocol.models import service_index
from labcloud.protocol.registry_paths import registry_target, streams_upload
from labcloud.protocol.rest_xml_codec import MAX_DOCUMENT_BYTES
from labcloud.protocol.router import Credentials, Route, credentials_of, rest_json_claims, route
from labcloud.protocol.s3_routing import is_s3_request
from labcloud.protocol.s3_website import website_target
from labcloud.protocol.streaming_body import buffer_body
from labcloud.protocol.user_pool_discovery import discovery_target
from labcloud.protocol.validation_codes import codes_for, unencodable_text
from labcloud.protocol.wire import WireRequest, WireResponse
from labcloud.services.base import Provider
from labcloud.store import as_built
from labcloud.store.datadir import NO_SPACE_MESSAGE, out_of_space
from labcloud.store.db import Store

log = logging.getLogger("labcloud")


class LabcloudApp:
    """Answers AWS APIs at ``/`` and labcloud's API and view at ``/_labcloud/`` (:meth:`respond`)."""

    def __init__(self, settings: Settings, hub: Hub | None = None, *, deferred: bool = False) -> None:
        """``deferred``: answer before every service is built (``hub.py``; the server's start)."""
        self.settings = settings
        self.hub = hub or Hub(settings, deferred=deferred)
        #: Modules left out of start-up by the route modules (``DEFERRED_MODULES``), imported by the
        #: warm-up once the server answers (or by their first use, if that comes sooner).
        self.deferred_modules: list[str] = []
        #: Work the server starts once it answers, first of the warm-up (the sandbox probe, ``server.py``).
        self.once_answering: list[Callable[[], None]] = []
        self.internal = self._routes()

    def _routes(self) -> InternalRouter:
        """The routes under /_labcloud/ (built again for a hub started over a loaded snapshot)."""
        self.internal = InternalRouter()
        for item in state_routes(self):
            self.internal.add(item)
        for item in core_routes(self.hub):
            self.internal.add(item)
        for provider in self.hub.providers.values():
            self._provider_routes(provider)
        self.hub.built.append(self._provider_routes)  # a service built later adds its own
        for module_name in (
            "labcloud.view.routes",
            "labcloud.labs.routes",
            "labcloud.faults.routes",
            "labcloud.prove.routes",
            "labcloud.internal.clock_routes",
            "labcloud.classroom.routes",
        ):
            try:
                module = importlib.import_module(module_name)
            except ModuleNotFoundError as exc:
                if exc.name == module_name:
                    continue
                raise
            for item in module.routes(self.hub):
                self.internal.add(item)
            self.deferred_modules.extend(getattr(module, "DEFERRED_MODULES", ()))
        return self.internal

    def _provider_routes(self, provider: Provider) -> None:
        for item in provider.internal_routes():
            self.internal.add(item)

    async def restart_hub(self, between: Callable[[Store], None]) -> None:
        """Stop every service, run ``between`` on the store (a snapshot loaded into it), and start a new
        hub over it: the path a server takes when it starts from an existing store, so every service's
        caches, pollers and sandboxes see the loaded state (a request arriving meanwhile is answered by the
        stopping hub, whose writes the load then replaces, or by the new one)."""
        old = self.hub
        await old.stop()
        between(old.store)
        self.hub = Hub(self.settings, store=old.store)
        self._routes()
        await self.hub.start()

    @property
    def max_body_bytes(self) -> int:
        """The largest request body read whole; a bigger one is answered 413 unread."""
        return self.settings.max_body_bytes

    async def startup(self) -> None:
        await self.hub.start()
        # Models, then the route modules' deferred modules, load in the background once the server is
        # up (in small steps on the event loop): the first request of a service then finds its model
        # ready instead of paying ~30-190 ms for it.
        self._warming = asyncio.get_running_loop().create_task(self._warm())

    async def _warm(self) -> None:
        # one step per turn of the loop, each once no call came for a while (the hub's background rule)
        while self.once_answering:  # once per process, whatever restarts the hub
            await asyncio.sleep(0)
            await self.hub.until_quiet()
            self.once_answering.pop(0)()
        for step in warm_steps():
            await asyncio.sleep(0)
            await self.hub.until_quiet()
            step()
        for name in self.deferred_modules:
            await asyncio.sleep(0)
            await self.hub.until_quiet()
            importlib.import_module(name)
        await self.hub.until_quiet()
        as_built.save()
        dataclass_code.save()  # what start-up compiled, kept even if this server is killed (dataclass_code.py)

    async def shutdown(self) -> None:
        await self.hub.stop()
        self.hub.close()

    # ------------------------------------------------------------------ HTTP

    async def respond(self, request: WireRequest, too_large: bool = False) -> WireResponse:
        """Answer one HTTP request (``too_large``: its body passed the size cap and was not read)."""
        path = request.path
        invoke = None
        if _front_door_form(request):
            target = url_target(request)
            if target is not None:
                endpoint = self.hub.interface(FunctionUrls)
                if endpoint is not None:
                    return await endpoint.handle(request, *target, too_large=too_large)
            site = website_target(request)
            if site is not None:
                websites = self.hub.interface(BucketWebsites)
                if websites is not None:
                    return await websites.handle(request, *site)
            balanced = lb_target(request)
            if balanced is not None:
                balancers = self.hub.interface(LoadBalancers)
                if balancers is not None:
                    return await balancers.handle(request, *balanced, too_large=too_large)
            edge = distribution_target(request)
            if edge is not None:
                distributions = self.hub.interface(Distributions)
                if distributions is not None:
                    return await distributions.handle(request, *edge)
            events_api = event_target(request)
            if events_api is not None:
                event_apis = self.hub.interface(EventApis)
                if event_apis is not None:
                    return await event_apis.handle(request, *events_api, too_large=too_large)
            graphql = graphql_target(request)
            if graphql is not None:
                apis = self.hub.interface(GraphqlApis)
                if apis is not None:
                    return await apis.handle(request, graphql, too_large=too_large)
            collection = collection_target(request)
            if collection is not None:
                collections = self.hub.interface(SearchCollections)
                if collections is not None:
                    return await collections.handle(request, *collection, too_large=too_large)
            invoke = api_target(request)
        if invoke is None:
            invoke = self._custom_domain(request)
            request.by_custom_domain = invoke is not None
        if invoke is not None:
            sockets = self.hub.interface(WebSocketApis)
            if sockets is not None and sockets.owns(invoke[0]):
                managed = connections_call(invoke[1])
                if managed is not None:
                    return await self._manage_connection(request, invoke[0], *managed)
                return await sockets.handle(request, *invoke)
            http_apis = self.hub.interface(HttpApis)
            if http_apis is not None and http_apis.owns(invoke[0]):
                return await http_apis.handle(request, *invoke, too_large=too_large)
            gateway = self.hub.interface(ExecuteApi)
            if gateway is not None:
                return await gateway.handle(request, *invoke, too_large=too_large)
        if path.startswith(PREFIX) and (len(path) == len(PREFIX) or path[len(PREFIX)] == "/"):
            return await self._internal(request)
        registry = registry_target(request)
        if registry is not None:
            images = self.hub.interface(ContainerRegistry)
            if images is not None:
                return await images.handle(request, *registry, too_large=too_large)
        discovery = discovery_target(request)
        if discovery is not None:
            pools = self.hub.interface(UserPoolDiscovery)
            if pools is not None:
                return await pools.handle(request, *discovery)
        if path.startswith("/@connections/") and (managed := connections_call(request.raw_path or path)):
            return await self._manage_connection(request, None, *managed)
        headers = request.headers
        if (
            request.stream is None
            and path in ("/", "/index.html")
            and request.method == "GET"
            and "authorization" not in headers
            and ("text/html" in headers.get("accept", "") or not request.query_string)
            and "x-amz-target" not in headers
        ):
            return WireResponse(307, b"", [("location", f"{PREFIX}/view/")], "text/plain")
        if (
            path == "/favicon.ico"
            and request.method in ("GET", "HEAD")
            and "authorization" not in headers
            and not self._is_s3(request)  # unless a bucket has that name
        ):
            return WireResponse(307, b"", [("location", f"{PREFIX}/view/static/icon.svg")], "text/plain")
        browser = "origin" in headers and not self._is_s3(request)  # S3 CORS is per bucket
        if browser and cors.is_preflight(request):
            return cors.preflight(request)
        bucket_cors = self._bucket_cors(request)
        if bucket_cors is not None and request.method == "OPTIONS":
            return bucket_cors.preflight(request)
        request_id = new_request_id()
        if too_large:
            limit = self.settings.max_body_bytes
            error = AwsError(
                "RequestEntityTooLargeException",
                f"Request must be smaller than {limit} bytes for the operation",
                status=413,
            )
            return unrouted_error(request, error, request_id)
        response = await self.handle_aws(request, request_id)
        if bucket_cors is not None:
            return bucket_cors.decorate(request, response)
        return cors.decorate(request, response) if browser else response

    def _bucket_cors(self, request: WireRequest) -> BucketCors | None:
        """S3's CORS door when this is a browser's request to S3 (a preflight, or one with ``Origin``)."""
        if "origin" not in request.headers and request.method != "OPTIONS":
            return None
        return self.hub.interface(BucketCors) if self._is_s3(request) else None

    def _bucket_exists(self) -> Callable[[str], bool] | None:
        """S3's bucket lookup (its :class:`Buckets` front door), or None when S3 is not running."""
        buckets = self.hub.interface(Buckets)
        return None if buckets is None else buckets.exists

    def _is_s3(self, request: WireRequest) -> bool:
        return is_s3_request(request, rest_json_claims, self._bucket_exists())

    def _custom_domain(self, request: WireRequest) -> tuple[str, str] | None:
        """(API id, ``/<stage>/...``) when the request's Host is a custom domain name mapped to an API;
        looked up once per request (its head asks first, whether its body streams; then its answer)."""
        if request.domain_looked_up:
            return request.domain_route
        host = request.headers.get("host", "")
        if not host or (not self.hub.complete and _loopback(host)):
            return None  # (a custom domain is a DNS name: no need to build its service to know)
        domains = self.hub.interface(CustomDomains)
        if domains is None:
            return None
        found = domains.resolve(host, request.raw_path or request.path or "/", request.tls)
        request.domain_route, request.domain_looked_up = found, True
        return found

    def custom_tls(self, name: str) -> tuple[str, str | None] | None:
        """The TLS settings of a custom domain name for the listener (``Authority.custom``), else None."""
        if _loopback(name):
            return None
        domains = self.hub.interface(CustomDomains)
        return None if domains is None else domains.tls(name)

    def streams_body(self, request: WireRequest) -> bool:
        """Whether the request's body goes to the operation as it arrives (S3, the registry's blob uploads)
        instead of read whole first."""
        if registry_target(request) is not None:
            return streams_upload(request)
        if request.path.startswith(PREFIX):
            return False
        return not (
            # the front doors' forms (each a host name under .localhost or a path under /_labcloud/): most
            # requests are neither, and skip the seven checks (as respond does)
            (
                _front_door_form(request)
                and (
                    url_target(request) is not None  # a function URL: plain HTTP, buffered like any request
                    or website_target(request) is not None  # a bucket's website endpoint, likewise
                    or lb_target(request) is not None  # a load balancer's listener, likewise
                    or graphql_target(request) is not None  # an AppSync GraphQL endpoint, likewise
                    or event_target(request) is not None  # an AppSync Events API's endpoint, likewise
                    or api_target(request) is not None  # an API Gateway invoke URL, likewise
                    or collection_target(request) is not None  # an OpenSearch Serverless collection
                )
            )
            or self._custom_domain(request) is not None  # or a custom domain name of one
            or request.path.startswith("/@connections/")  # the WebSocket management API
            or not self._is_s3(request)
        )

    async def _manage_connection(
        self, request: WireRequest, api_id: str | None, stage: str | None, connection_id: str
    ) -> WireResponse:
        """The management API of WebSocket APIs (``apigatewaymanagementapi``), under an API's invoke URL
        or at ``/@connections/<id>`` (the API and stage then found from the connection)."""
        request_id = new_request_id()
        service = "apigatewaymanagementapi"
        operation = {"POST": "PostToConnection", "GET": "GetConnection", "DELETE": "DeleteConnection"}
        if request.method not in operation:
            error = AwsError(
                "UnknownOperationException", f"No operation {request.method} @connections", status=404
            )
            return unrouted_error(request, error, request_id, service)
        region = None
        if api_id is None:
            connections = self.hub.interface(WebSocketConnections)
            facts = connections.connection(connection_id) if connections is not None else None
            if facts is not None:
                api_id, stage, region = facts.api_id, facts.stage, facts.region
        extra = {"execute_api_id": api_id, "execute_api_stage": stage, "execute_api_region": region}
        target = Route(service, operation[request.method], {"connectionId": connection_id})
        codec = codec_for(service)
        return await self._handle_routed(
            request, request_id, credentials_of(request), target, codec, request.body, extra
        )

    async def handle_aws(self, request: WireRequest, request_id: str) -> WireResponse:
        undecodable: EncodingError | None = None
        signed_body = request.body  # signatures cover the body as sent (compressed or not)
        if request.stream is None:  # S3 bodies stream to the operation, which owns their encodings
            try:
                decode_body(request, self.settings.max_body_bytes)
            except EncodingError as exc:
                undecodable, request.body = exc, b""
        credentials = credentials_of(request)
        try:
            target = route(request, credentials, self._bucket_exists())
        except AwsError as error:
            # Logged with the client's User-Agent: a client whose model addresses an operation in a
            # form labcloud does not know yet is then easy to report (docs/clients.md).
            log.warning(
                "unrouted %s %s: %s (User-Agent: %s)",
                request.method,
                request.path,
                error.code,
                request.headers.get("user-agent", "-"),
            )
            return unrouted_error(request, error, request_id, credentials.service)
        codec = codec_for(target.service, target.query_mode, target.cbor, target.amz_cbor)
        if undecodable is not None:
            return codec.serialize_error(
                _encoding_error(undecodable, target.service, self.settings), request_id
            )
        response = await self._handle_routed(request, request_id, credentials, target, codec, signed_body)
        if target.service in GZIP_RESPONSES and accepts_gzip(request):
            return gzip_response(response)
        return response

    async def _handle_routed(
        self,
        request: WireRequest,
        request_id: str,
        credentials: Credentials,
        target: Route,
        codec: Codec,
        signed_body: bytes,
        extra: dict[str, str | None] | None = None,
    ) -> WireResponse:
        try:
            operation = service_index(target.service).operation(target.operation)
            if request.stream is not None and not operation.has_streaming_input:
                declared = request.headers.get("content-length", "")
                if is_digits(declared) and int(declared) > MAX_DOCUMENT_BYTES:
                    # refused before reading: waiting for a body this operation cannot take would hang
                    raise AwsError("MaxMessageLengthExceeded", "Your request was too big.", status=400)
                request.body, request.stream = await buffer_body(request.stream, MAX_DOCUMENT_BYTES), None
            if target.query_members:  # an older form of the operation: read as its current form
                request = released_forms.as_current(request, target.query_members)
            params = codec.parse(operation, request, target.path_params)
            principal = self.hub.identity.principal_for(credentials.access_key, target.service)
            ctx = RequestContext(
                service=target.service,
                operation=target.operation,
                account_id=principal.account_id,
                region=credentials.region or self.settings.region,
                principal=principal,
                request_id=request_id,
                endpoint=self.settings.endpoint,
                client_host=request.client_host,
                headers=request.headers,
                path=request.path,
                signed=SignedRequest(
                    request.method,
                    request.raw_path or request.path,
                    request.query_string,
                    request.headers,
                    signed_body,
                ),
            )
            # a call from a Lambda sandbox names the invocation it serves (for the write ledger)
            ctx.lambda_request_id = self.hub.identity.invocation_for(credentials.access_key)
            if extra:
                ctx.extra.update(extra)
            # what it publishes carries its X-Ray trace and the invocation calling (a request's trace)
            trace_header = event_scope.header_value(request.headers.get("x-amzn-trace-id"))
            if trace_header is None and ctx.lambda_request_id is None:
                result = await self.hub.pipeline.run(ctx, params)
            else:
                with event_scope.scope(trace_header, ctx.lambda_request_id):
                    result = await self.hub.pipeline.run(ctx, params)
            return codec.serialize(operation, result, request_id)
        except AwsError as error:
            return codec.serialize_error(error, request_id)
        except UnicodeEncodeError as exc:  # text from a JSON escape that no store can hold
            log.warning("%s:%s refused unencodable text: %s", target.service, target.operation, exc)
            return codec.serialize_error(unencodable_text(target.service, exc), request_id)
        except Exception as exc:  # noqa: BLE001 - never a traceback on the wire
            if out_of_space(exc):  # a full disk: retryable, and nothing was applied
                log.warning("%s:%s refused: the data dir is out of space", target.service, target.operation)
                full = AwsError("ServiceUnavailable", NO_SPACE_MESSAGE, status=503, sender_fault=False)
                return codec.serialize_error(full, request_id)
            log.exception("%s:%s failed", target.service, target.operation)
            failure = AwsError(
                "InternalFailure",
                "labcloud failed to process the request; see the server log.",
                status=500,
                sender_fault=False,
            )
            return codec.serialize_error(failure, request_id)

    async def _internal(self, request: WireRequest) -> WireResponse:
        sub_path = request.path[len(PREFIX) :] or "/"
        if not self.hub.complete and sub_path != "/health":
            self.hub.ensure_all()  # the view, snapshots, resets... see every service (and its routes)
        matched, params, other_method = self.internal.match(request.method, sub_path)
        if matched is None:
            response = error_response(
                405 if other_method else 404,
                "NotFound",
                f"no labcloud endpoint {request.method} {request.path}",
            )
        else:
            internal_request = InternalRequest(
                request.method,
                sub_path,
                parse_qs(request.query_string, keep_blank_values=True),
                request.headers,
                request.body,
                params,
            )
            if self.settings.classroom is not None:  # a learner acts for their own account only
                from labcloud.classroom.gate import Classroom

                classroom = self.hub.interface(Classroom)
                if classroom is not None:
                    refusal, internal_request.account_id = classroom.admit(request, sub_path)
                    if refusal is not None:
                        return WireResponse(refusal.status, refusal.body, [], refusal.content_type)
            try:
                outcome = matched.handler(internal_request)
                response = await outcome if not isinstance(outcome, InternalResponse) else outcome
            except AwsError as error:
                response = error_response(error.status or 400, error.code, error.message)
            except (ValueError, KeyError) as error:
                response = error_response(400, "BadRequest", str(error))
            except Exception:  # noqa: BLE001
                log.exception("internal endpoint %s failed", request.path)
                response = error_response(500, "InternalFailure", "see the server log")
        return WireResponse(
            response.status, response.body, response.headers, response.content_type, response.stream
        )


def _front_door_form(request: WireRequest) -> bool:
    """Whether the request may be for a front door addressed by host or path (a function URL, a bucket's
    website, a load balancer, a distribution, a GraphQL API, an invoke URL): each such host name ends in
    ``.localhost`` and each such path is under ``/_labcloud/``. Most requests are neither (an AWS call to
    ``127.0.0.1:5000``), and skip the six checks (custom domains are any host name: checked apart)."""
    return request.path.startswith(PREFIX + "/") or ".localhost" in request.headers.get("host", "").lower()


def _loopback(host: str) -> bool:
    """Is ``host`` (a Host header) this machine by address or as ``localhost``?"""
    name = host[1:].split("]", 1)[0] if host.startswith("[") else host.rsplit(":", 1)[0]
    return name in ("localhost", "::1") or name.startswith("127.")


def _encoding_error(error: EncodingError, service: str, settings: Settings) -> AwsError:
    if error.too_large:
        return AwsError(
            "RequestEntityTooLargeException",
            f"Request must be smaller than {settings.max_body_bytes} bytes for the operation",
            status=413,
        )
    return AwsError(codes_for(service).serialization_code, str(error), status=400)
