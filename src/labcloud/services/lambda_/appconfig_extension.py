"""The AWS AppConfig Agent Lambda extension's HTTP interface, for functions with that layer.

On AWS a function that adds the extension's layer (``arn:aws:lambda:<region>:<AWS account>:layer:
AWS-AppConfig-Extension[-Arm64]:<n>``) reads ``GET http://localhost:2772/applications/<app>/environments/
<env>/configurations/<profile>`` (names or ids; ``?flag=a&flag=b`` picks feature flags), with no token:
the extension runs inside the execution environment. labcloud serves that interface from the server (no
code runs in the sandbox for it): one loopback listener, bound when the first function with the layer is
prepared, on port 2772 or on a free port when 2772 is taken, which each such function is told in
``AWS_APPCONFIG_EXTENSION_HTTP_PORT`` (the extension's own setting); a port a function set itself is
bound too. Sandboxes share the
loopback, so a connection is attributed to the live sandbox holding its client end (``runtime/peers.py``:
sock_diag's uid and inode, the sandbox's processes' open files); any other connection is refused 403.

Answers come from StartConfigurationSession / GetLatestConfiguration called as the sandbox's execution
role (IAM enforced; names are resolved to ids first, as AWS authorizes on ids), cached per function and
polled again only once ``AWS_APPCONFIG_EXTENSION_POLL_INTERVAL_SECONDS`` (default 45) of labcloud's clock
have passed since the last poll, as the extension checks on each request. ``AWS_APPCONFIG_EXTENSION_
PREFETCH_LIST`` is fetched before the sandbox starts. Errors are JSON ``{"__type", "message"}`` with the
extension's statuses: 400 BadRequestException (an unknown flag, flags of a freeform profile, a malformed
Context), 404 ResourceNotFoundException (an unknown application, environment or profile, an unknown
path), 502 BadGatewayException (AWS AppConfig refused the role), 500 otherwise.
"""

from __future__ import annotations

import asyncio
import functools
import json
import logging
import re
import socket
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from urllib.parse import unquote

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.protocol.wire import WireRequest, WireResponse

if TYPE_CHECKING:
    from labcloud.context import Principal
    from labcloud.http.connection import HttpConnection
    from labcloud.runtime import FunctionSpec, SandboxManager
    from labcloud.runtime.sandbox import Sandbox
    from labcloud.services.lambda_.host import LambdaHost

log = logging.getLogger("labcloud.lambda")

PORT = 2772
#: AWS's accounts publishing the extension's layer (x86_64 and Arm64), any region, any version.
LAYER_ACCOUNTS = ("027255383542", "066940009817")
LAYER_NAME = re.compile(r"AWS-AppConfig-Extension(-Arm64)?")
PORT_VARIABLE = "AWS_APPCONFIG_EXTENSION_HTTP_PORT"
POLL_VARIABLE = "AWS_APPCONFIG_EXTENSION_POLL_INTERVAL_SECONDS"
PREFETCH_VARIABLE = "AWS_APPCONFIG_EXTENSION_PREFETCH_LIST"
#: Settings of the extension labcloud does not act on: refused on every request, never ignored.
UNSERVED_VARIABLES = ("AWS_APPCONFIG_EXTENSION_ROLE_ARN", "AWS_APPCONFIG_EXTENSION_PROXY_URL")
DEFAULT_POLL = 45.0
MAX_CACHE = 1000
PATH = re.compile(r"/+applications/([^/]+)/environments/([^/]+)/configurations/([^/]+)/?")
FLAGS_TYPE = "AWS.AppConfig.FeatureFlags"


def is_extension_layer(arn: str) -> bool:
    """Whether ``arn`` names a version of AWS's published AppConfig extension layer."""
    parts = arn.split(":")
    return (
        len(parts) == 8
        and parts[5] == "layer"
        and parts[4] in LAYER_ACCOUNTS
        and LAYER_NAME.fullmatch(parts[6]) is not None
        and parts[7].isdigit()
    )


@dataclass(slots=True)
class Cached:
    """One configuration a function read: its session token, data, and when it was last polled."""

    token: str
    polled_at: float
    ids: tuple[str, str, str]
    body: bytes = b""
    content_type: str = "application/octet-stream"
    version: str = ""
    flags: bool = False


class Refusal(Exception):
    """An answer other than the configuration: status, AWS-shaped code and message."""

    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(message)
        self.status, self.code, self.message = status, code, message

    def response(self) -> WireResponse:
        body = json.dumps({"__type": self.code, "message": self.message}).encode()
        return WireResponse(self.status, body, [], "application/json")


def poll_interval(environment: dict[str, str]) -> float:
    try:
        return max(0.0, float(environment.get(POLL_VARIABLE, DEFAULT_POLL)))
    except ValueError:
        return DEFAULT_POLL


class AppConfigExtension:
    """The listener and its answers; the sandbox behind each connection comes from ``engine()``."""

    def __init__(self, host: LambdaHost) -> None:
        self.host = host
        self.engine: SandboxManager | None = None
        self.cache: dict[tuple[str, str, str, str], Cached] = {}
        self.port: int | None = None
        #: Every bound port (the default one and ports functions chose) → its listening socket.
        self._socks: dict[int, socket.socket] = {}
        self._servers: list[asyncio.AbstractServer] = []
        self._starting: list[asyncio.Task[None]] = []
        self._connections: set[HttpConnection] = set()

    # ------------------------------------------------------------------ lifecycle

    def listen(self, wanted: str | None = None) -> int:
        """Bind the listener now (the port is told to the sandbox being prepared); it serves once the
        loop runs its start. Connections made meanwhile wait in the backlog. A function that set
        ``AWS_APPCONFIG_EXTENSION_HTTP_PORT`` itself (``wanted``) is served on that port too when it is free."""
        if wanted is not None:
            if not wanted.isdigit() or not 1024 <= int(wanted) < 65536:
                return self.listen()
            port = int(wanted)
            if port not in self._socks:
                try:
                    self._bind(port)
                except OSError:
                    log.warning("AppConfig extension: port %s is taken; the function cannot reach it", port)
            return port
        if self.port is None:
            try:
                self.port = self._bind(PORT)
            except OSError:
                self.port = self._bind(0)  # 2772 is another labcloud's: functions are told the port
        return self.port

    def _bind(self, port: int) -> int:
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        # connections of an earlier listener in TIME_WAIT do not keep 2772 (another listener still does)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind(("127.0.0.1", port))
        except OSError:
            sock.close()
            raise
        sock.listen(128)
        sock.setblocking(False)
        bound = int(sock.getsockname()[1])
        self._socks[bound] = sock
        self._starting.append(asyncio.get_running_loop().create_task(self._serve(sock)))
        return bound

    async def _serve(self, sock: socket.socket) -> None:
        loop = asyncio.get_running_loop()
        kind = _connection_class()
        self._servers.append(
            await loop.create_server(
                lambda: kind(_SandboxApp(self, None), self._connections, loop), sock=sock
            )
        )

    async def stop(self) -> None:
        starting, self._starting = self._starting, []
        await asyncio.gather(*starting, return_exceptions=True)
        servers, self._servers = self._servers, []
        for server in servers:
            server.close()
        for connection in list(self._connections):
            if connection.transport is not None:
                connection.transport.close()
        for server in servers:
            await server.wait_closed()
        for sock in self._socks.values():
            sock.close()  # closed already when its server started; a no-op then
        self._socks, self.port = {}, None
        self.cache.clear()

    def forget(self, function_name: str) -> None:
        """Drop what a function read (its configuration or role changed, or it is gone)."""
        suffix = f":function:{function_name}"
        for key in [key for key in self.cache if key[0].endswith(suffix)]:
            del self.cache[key]

    # ------------------------------------------------------------------ answers

    async def answer(self, sandbox: Sandbox | None, request: WireRequest) -> WireResponse:
        try:
            return await self._answer(sandbox, request)
        except Refusal as refusal:
            return refusal.response()
        except Exception:  # noqa: BLE001 - never a traceback on the wire
            log.exception("AppConfig extension request failed")
            return Refusal(500, "InternalServerException", "internal error").response()

    async def _answer(self, sandbox: Sandbox | None, request: WireRequest) -> WireResponse:
        if sandbox is None:
            raise Refusal(
                403,
                "AccessDeniedException",
                "this connection is not from a running Lambda sandbox of this labcloud: the AppConfig"
                " extension answers only functions that have its layer",
            )
        spec = sandbox.spec
        if not spec.appconfig_extension:
            raise Refusal(
                403,
                "AccessDeniedException",
                f"function {spec.function_name} does not have the AWS-AppConfig-Extension layer",
            )
        if request.method.upper() != "GET":
            raise Refusal(405, "MethodNotAllowedException", "the AppConfig extension serves only GET")
        matched = PATH.fullmatch(request.path)
        if matched is None:
            raise Refusal(
                404,
                "ResourceNotFoundException",
                f"{request.path} is not a path of the AppConfig extension: use"
                " /applications/<application>/environments/<environment>/configurations/<profile>",
            )
        app, env, profile = (unquote(part) for part in matched.groups())
        flags = [value for key, value in request.query if key == "flag"]
        _check_context(request.headers.get("context"))
        cached = await self.read(spec, sandbox.access_key, app, env, profile)
        if not flags:
            headers = [("Configuration-Version", cached.version)] if cached.version else []
            return WireResponse(200, cached.body, headers, cached.content_type)
        return _flags(cached, flags)

    async def read(self, spec: FunctionSpec, access_key: str, app: str, env: str, profile: str) -> Cached:
        """The function's cached configuration, polled again once its interval passed on the clock."""
        _refuse_unserved(spec.environment)
        key = (spec.function_arn, app, env, profile)
        now = clock.now()
        cached = self.cache.get(key)
        if cached is not None and now - cached.polled_at < poll_interval(spec.environment):
            return cached
        try:
            principal = self.host.identity.principal_for(access_key, "appconfigdata")
        except AwsError as error:
            raise Refusal(
                502, "BadGatewayException", f"the sandbox's credentials: {error.message}"
            ) from error
        if cached is None:
            cached = await self._start(spec, principal, app, env, profile, now)
        try:
            answer = await self._call(
                spec, principal, "GetLatestConfiguration", {"ConfigurationToken": cached.token}
            )
        except Refusal as refusal:
            if refusal.code != "BadRequestException":
                raise
            # the session's token expired (the clock moved a day on): a new session, the data kept
            fresh = await self._start(spec, principal, app, env, profile, now)
            fresh.body, fresh.content_type, fresh.version = cached.body, cached.content_type, cached.version
            cached = fresh
            answer = await self._call(
                spec, principal, "GetLatestConfiguration", {"ConfigurationToken": cached.token}
            )
        cached.token, cached.polled_at = str(answer["NextPollConfigurationToken"]), now
        data = answer.get("Configuration") or b""
        if data:
            cached.body = data if isinstance(data, bytes) else bytes(str(data), "utf-8")
            cached.content_type = str(answer.get("ContentType") or "application/octet-stream")
            cached.version = await self._version(spec, cached.ids)
        if len(self.cache) >= MAX_CACHE:
            self.cache.clear()
        self.cache[key] = cached
        return cached

    async def prefetch(self, spec: FunctionSpec, access_key: str) -> None:
        """Read each path of ``AWS_APPCONFIG_EXTENSION_PREFETCH_LIST`` (comma separated) into the cache, as
        the extension does before the function's init; a failure is logged, the function still starts."""
        for path in spec.environment.get(PREFETCH_VARIABLE, "").split(","):
            matched = PATH.fullmatch(path.strip())
            if matched is None:
                if path.strip():
                    log.warning("AppConfig extension: prefetch path %r is not a configuration's path", path)
                continue
            app, env, profile = (unquote(part) for part in matched.groups())
            try:
                await self.read(spec, access_key, app, env, profile)
            except Refusal as refusal:
                log.warning("AppConfig extension: prefetch of %s failed: %s", path, refusal.message)

    # ------------------------------------------------------------------ AppConfig

    async def _start(
        self, spec: FunctionSpec, principal: Principal, app: str, env: str, profile: str, now: float
    ) -> Cached:
        ids = await self._ids(spec, app, env, profile)
        answer = await self._call(
            spec,
            principal,
            "StartConfigurationSession",
            {
                "ApplicationIdentifier": ids[0],
                "EnvironmentIdentifier": ids[1],
                "ConfigurationProfileIdentifier": ids[2],
            },
        )
        return Cached(str(answer["InitialConfigurationToken"]), now, ids[:3], flags=ids[3] == FLAGS_TYPE)

    async def _ids(self, spec: FunctionSpec, app: str, env: str, profile: str) -> tuple[str, str, str, str]:
        """The ids of the named application, environment and profile, and the profile's type: AWS
        authorizes StartConfigurationSession on the resources' ids whichever the caller named."""
        apps = await self._listed(spec, "ListApplications", {})
        app_doc = _by_id_or_name(apps, app)
        if app_doc is None:
            raise Refusal(404, "ResourceNotFoundException", f"Application {app} not found")
        envs = await self._listed(spec, "ListEnvironments", {"ApplicationId": app_doc["Id"]})
        env_doc = _by_id_or_name(envs, env)
        if env_doc is None:
            raise Refusal(404, "ResourceNotFoundException", f"Environment {env} not found")
        profiles = await self._listed(spec, "ListConfigurationProfiles", {"ApplicationId": app_doc["Id"]})
        profile_doc = _by_id_or_name(profiles, profile)
        if profile_doc is None:
            raise Refusal(404, "ResourceNotFoundException", f"ConfigurationProfile {profile} not found")
        return app_doc["Id"], env_doc["Id"], profile_doc["Id"], str(profile_doc.get("Type", ""))

    async def _listed(
        self, spec: FunctionSpec, operation: str, params: dict[str, Any]
    ) -> list[dict[str, Any]]:
        """Every item of an AppConfig list, read by labcloud itself (names to ids only, no data)."""
        items: list[dict[str, Any]] = []
        token: str | None = None
        for _ in range(100):
            page = dict(params, MaxResults=50, **({"NextToken": token} if token else {}))
            answer = await self.host.call(
                "appconfig", operation, page, account_id=spec.account_id, region=spec.region
            )
            items.extend(answer.get("Items") or [])
            token = answer.get("NextToken")
            if not token:
                break
        return items

    async def _version(self, spec: FunctionSpec, ids: tuple[str, str, str]) -> str:
        """The hosted version number the environment serves for the profile (Configuration-Version)."""
        app_id, env_id, profile_id = ids
        answer = await self.host.call(
            "appconfig",
            "ListDeployments",
            {"ApplicationId": app_id, "EnvironmentId": env_id, "MaxResults": 50},
            account_id=spec.account_id,
            region=spec.region,
        )
        for item in answer.get("Items") or []:
            if item.get("ConfigurationProfileId") == profile_id and item.get("State") in (
                "DEPLOYING",
                "BAKING",
                "COMPLETE",
            ):
                return str(item.get("ConfigurationVersion", ""))
        return ""

    async def _call(
        self, spec: FunctionSpec, principal: Principal, operation: str, params: dict[str, Any]
    ) -> dict[str, Any]:
        try:
            return await self.host.call(
                "appconfigdata", operation, params, principal=principal, region=spec.region
            )
        except AwsError as error:
            if error.code == "ResourceNotFoundException":
                raise Refusal(404, error.code, error.message) from error
            if error.code in (
                "AccessDeniedException",
                "UnrecognizedClientException",
                "ExpiredTokenException",
            ):
                raise Refusal(
                    502,
                    "BadGatewayException",
                    f"AWS AppConfig refused the function's execution role ({error.code}): {error.message}",
                ) from error
            if error.code == "BadRequestException":
                raise Refusal(400, error.code, error.message) from error
            raise Refusal(500, "InternalServerException", f"{error.code}: {error.message}") from error


def _by_id_or_name(docs: list[dict[str, Any]], given: str) -> dict[str, Any] | None:
    for doc in docs:
        if doc.get("Id") == given:
            return doc
    for doc in docs:
        if doc.get("Name") == given:
            return doc
    return None


def _refuse_unserved(environment: dict[str, str]) -> None:
    for name in UNSERVED_VARIABLES:
        if environment.get(name):
            raise Refusal(
                400,
                "BadRequestException",
                f"{name} is set: labcloud's AppConfig extension does not serve it (see docs/appconfig.md)",
            )


def _check_context(given: str | None) -> None:
    """A ``Context`` header is ``key=value`` pairs (comma separated). labcloud's AppConfig has no
    multi-variant flags (refused when a version is created), so every flag answers its single value
    whatever the context, as AWS answers flags without variants."""
    if given is None:
        return
    for pair in given.split(","):
        if "=" not in pair or not pair.split("=", 1)[0].strip():
            raise Refusal(
                400, "BadRequestException", f"the Context header must be key=value pairs, not {given!r}"
            )


def _flags(cached: Cached, wanted: list[str]) -> WireResponse:
    if not cached.flags:
        raise Refusal(
            400,
            "BadRequestException",
            "the flag parameter is only for configuration profiles of type AWS.AppConfig.FeatureFlags",
        )
    try:
        values = json.loads(cached.body or b"{}")
    except ValueError as error:
        raise Refusal(500, "InternalServerException", "the feature flag data is not JSON") from error
    missing = [flag for flag in wanted if flag not in values]
    if missing:
        raise Refusal(400, "BadRequestException", f"flag {missing[0]} was not found in the configuration")
    chosen: Any = values[wanted[0]] if len(wanted) == 1 else {flag: values[flag] for flag in wanted}
    headers = [("Configuration-Version", cached.version)] if cached.version else []
    return WireResponse(200, json.dumps(chosen).encode(), headers, "application/json")


@functools.cache
def _connection_class() -> type[HttpConnection]:
    """The connection of this listener: it finds the sandbox holding the client end as it is accepted
    (the HTTP server's module is loaded only when a listener starts)."""
    from labcloud.http.connection import HttpConnection

    class Attributed(HttpConnection):
        def connection_made(self, transport: Any) -> None:
            app = self.app
            if isinstance(app, _SandboxApp):
                engine = app.extension.engine
                app.sandbox = engine.holder_of(transport) if engine is not None else None
            super().connection_made(transport)

    return Attributed


class _SandboxApp:
    """The App protocol for one connection, knowing the sandbox it comes from (or None)."""

    def __init__(self, extension: AppConfigExtension, sandbox: Sandbox | None) -> None:
        self.extension = extension
        self.sandbox = sandbox

    @property
    def max_body_bytes(self) -> int:
        return 0

    def streams_body(self, request: WireRequest) -> bool:
        return False

    async def respond(self, request: WireRequest, too_large: bool = False) -> WireResponse:
        return await self.extension.answer(self.sandbox, request)
