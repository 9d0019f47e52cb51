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
PREFETCH_LIST`` is fetched before the sandbox starts. A fetch waits for one of the function's
``MAX_CONNECTIONS`` and may take ``POLL_TIMEOUT_MILLIS`` (``appconfig_settings.py``): a poll that takes
longer serves the cached data until the next interval; a first fetch that does is 504. The extension's own
lines go to the function's log at ``LOG_LEVEL``. Errors are JSON ``{"__type", "message"}`` with the
extension's statuses: 400 BadRequestException (an unknown flag, flags of a freeform profile, a malformed
Context, a setting the extension cannot start with), 404 ResourceNotFoundException (an unknown
application, environment or profile, an unknown path), 502 BadGatewayException (AWS AppConfig refused the
role), 504 GatewayTimeoutException (a first fetch took too long), 500 otherwise.
"""

from __future__ import annotations

import asyncio
import functools
import json
import logging
import re
import socket
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from urllib.parse import unquote

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.protocol.wire import WireRequest, WireResponse
from labcloud.services.lambda_ import appconfig_settings
from labcloud.services.lambda_.appconfig_settings import BadSetting, Settings

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
PREFETCH_VARIABLE = "AWS_APPCONFIG_EXTENSION_PREFETCH_LIST"
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


#: Writes one of the extension's lines to the function's log (the sandbox's, or nowhere).
Say = Callable[[str, str], None]


def _quiet(level: str, message: str) -> None:
    return None


def _settings(environment: dict[str, str]) -> Settings:
    try:
        return appconfig_settings.read(environment)
    except BadSetting as error:
        raise Refusal(400, "BadRequestException", str(error)) from error


def _teller(sandbox: Sandbox, environment: dict[str, str]) -> Say:
    """The sandbox's log, filtered by the function's LOG_LEVEL (a setting that cannot be read logs all)."""
    try:
        settings = appconfig_settings.read(environment)
    except BadSetting:
        settings = Settings(log_level=0)

    def say(level: str, message: str) -> None:
        if settings.logs(level):
            stamp = time.strftime("%Y/%m/%d %H:%M:%S", time.gmtime())
            sandbox.log_line(f"[appconfig agent] {stamp} {level.upper()} {message}")

    return say


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
        #: Each function's fetch slots (MAX_CONNECTIONS): (the size, the semaphore).
        self._slots: dict[str, tuple[int, asyncio.Semaphore]] = {}
        #: Polls still running (one whose request timed out finishes on its own).
        self._polls: set[asyncio.Future[Cached]] = set()

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
        self._slots.clear()
        for poll in list(self._polls):
            poll.cancel()

    def forget(self, function_name: str) -> None:
        """Drop what a function read (its configuration or role changed, or it is gone)."""
        suffix = f":function:{function_name}"
        for key in [key for key in self.cache if key[0].endswith(suffix)]:
            del self.cache[key]
        for arn in [arn for arn in self._slots if arn.endswith(suffix)]:
            del self._slots[arn]

    # ------------------------------------------------------------------ answers

    async def answer(self, sandbox: Sandbox | None, request: WireRequest) -> WireResponse:
        say: Say = _quiet
        if sandbox is not None and sandbox.spec.appconfig_extension:
            say = _teller(sandbox, sandbox.spec.environment)
        try:
            return await self._answer(sandbox, request, say)
        except Refusal as refusal:
            say(
                "error",
                f"{request.method} {request.path}: {refusal.status} {refusal.code}: {refusal.message}",
            )
            return refusal.response()
        except Exception:  # noqa: BLE001 - never a traceback on the wire
            log.exception("AppConfig extension request failed")
            say("error", f"{request.method} {request.path}: 500 InternalServerException")
            return Refusal(500, "InternalServerException", "internal error").response()

    async def _answer(self, sandbox: Sandbox | None, request: WireRequest, say: Say) -> WireResponse:
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
        cached = await self.read(spec, sandbox.access_key, app, env, profile, say)
        if not flags:
            headers = [("Configuration-Version", cached.version)] if cached.version else []
            return WireResponse(200, cached.body, headers, cached.content_type)
        return _flags(cached, flags)

    async def read(
        self, spec: FunctionSpec, access_key: str, app: str, env: str, profile: str, say: Say = _quiet
    ) -> Cached:
        """The function's cached configuration, polled again once its interval passed on the clock; a poll
        taking longer than the poll timeout serves the cached data until the next interval."""
        settings = _settings(spec.environment)
        key = (spec.function_arn, app, env, profile)
        now = clock.now()
        cached = self.cache.get(key)
        name = f"'{app}:{env}:{profile}'"
        if cached is not None and now - cached.polled_at < settings.poll_interval:
            say("debug", f"served {name} from the cache")
            return cached
        try:
            principal = self.host.identity.principal_for(access_key, "appconfigdata")
        except AwsError as error:
            raise Refusal(
                502, "BadGatewayException", f"the sandbox's credentials: {error.message}"
            ) from error
        slot = self._slot(spec.function_arn, settings.max_connections)

        async def fetch() -> Cached:
            async with slot:
                return await self._fetch(spec, settings, principal, (app, env, profile), cached, now)

        # a poll cut short runs on (holding its connection) and its answer is dropped: never cancelled
        # inside a call, and the cached entry is changed only by a poll that finished in time
        task = asyncio.ensure_future(fetch())
        self._polls.add(task)
        task.add_done_callback(_forgotten(self._polls))
        try:
            fetched = await asyncio.wait_for(asyncio.shield(task), settings.poll_timeout)
        except asyncio.TimeoutError:  # noqa: UP041 - not the builtin's alias on Python 3.10
            waited = f"{settings.poll_timeout * 1000:.0f} ms"
            if cached is None:
                raise Refusal(
                    504,
                    "GatewayTimeoutException",
                    f"AWS AppConfig did not answer for {name} within {waited}"
                    f" ({appconfig_settings.TIMEOUT_VARIABLE})",
                ) from None
            cached.polled_at = now  # this interval is skipped: the cached data is served until the next
            say("warn", f"polling {name} took longer than {waited}: serving the cached data")
            return cached
        before = cached.version if cached is not None else None
        if before is None:
            say("info", f"retrieved initial data for {name} (version {fetched.version or 'none'})")
        elif fetched.version != before:
            say("info", f"retrieved new data for {name} (version {fetched.version or 'none'})")
        else:
            say("debug", f"polled {name}: no new data")
        if len(self.cache) >= MAX_CACHE:
            self.cache.clear()
        self.cache[key] = fetched
        return fetched

    def _slot(self, function_arn: str, size: int) -> asyncio.Semaphore:
        """The function's fetch slots: at most MAX_CONNECTIONS of its fetches talk to AppConfig at once."""
        kept = self._slots.get(function_arn)
        if kept is None or kept[0] != size:
            kept = (size, asyncio.Semaphore(size))
            self._slots[function_arn] = kept
        return kept[1]

    async def _fetch(
        self,
        spec: FunctionSpec,
        settings: Settings,
        principal: Principal,
        names: tuple[str, str, str],
        cached: Cached | None,
        now: float,
    ) -> Cached:
        """One poll: a session started when there is none, GetLatestConfiguration, the version's number.
        The cached entry is updated only once every call answered (a poll cut short leaves it as it was)."""
        app, env, profile = names
        region = settings.region or spec.region
        if cached is None:
            cached = await self._start(spec, region, principal, app, env, profile, now)
        else:
            cached = Cached(
                cached.token,
                cached.polled_at,
                cached.ids,
                cached.body,
                cached.content_type,
                cached.version,
                cached.flags,
            )
        try:
            answer = await self._call(
                region, principal, "GetLatestConfiguration", {"ConfigurationToken": cached.token}
            )
        except Refusal as refusal:
            if refusal.code != "BadRequestException":
                raise
            # the session's token expired (the clock moved a day on): a new session, the data kept
            fresh = await self._start(spec, region, principal, app, env, profile, now)
            fresh.body, fresh.content_type, fresh.version = cached.body, cached.content_type, cached.version
            cached = fresh
            answer = await self._call(
                region, principal, "GetLatestConfiguration", {"ConfigurationToken": cached.token}
            )
        cached.token, cached.polled_at = str(answer["NextPollConfigurationToken"]), now
        data = answer.get("Configuration") or b""
        if data:
            cached.body = data if isinstance(data, bytes) else bytes(str(data), "utf-8")
            cached.content_type = str(answer.get("ContentType") or "application/octet-stream")
            cached.version = await self._version(spec, region, cached.ids)
        return cached

    async def prefetch(self, spec: FunctionSpec, access_key: str) -> None:
        """Read each path of ``AWS_APPCONFIG_EXTENSION_PREFETCH_LIST`` (comma separated) into the cache, as
        the extension does before the function's init; a failure is logged, the function still starts."""
        try:
            appconfig_settings.read(spec.environment)
        except BadSetting as error:
            log.warning("AppConfig extension of %s: %s", spec.function_name, error)
            return  # every request says so
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
        self,
        spec: FunctionSpec,
        region: str,
        principal: Principal,
        app: str,
        env: str,
        profile: str,
        now: float,
    ) -> Cached:
        ids = await self._ids(spec, region, app, env, profile)
        answer = await self._call(
            region,
            principal,
            "StartConfigurationSession",
            {
                "ApplicationIdentifier": ids[0],
                "EnvironmentIdentifier": ids[1],
                "ConfigurationProfileIdentifier": ids[2],
            },
        )
        return Cached(str(answer["InitialConfigurationToken"]), now, ids[:3], flags=ids[3] == FLAGS_TYPE)

    async def _ids(
        self, spec: FunctionSpec, region: str, app: str, env: str, profile: str
    ) -> tuple[str, str, str, str]:
        """The ids of the named application, environment and profile, and the profile's type: AWS
        authorizes StartConfigurationSession on the resources' ids whichever the caller named."""
        apps = await self._listed(spec, region, "ListApplications", {})
        app_doc = _by_id_or_name(apps, app)
        if app_doc is None:
            raise Refusal(404, "ResourceNotFoundException", f"Application {app} not found")
        envs = await self._listed(spec, region, "ListEnvironments", {"ApplicationId": app_doc["Id"]})
        env_doc = _by_id_or_name(envs, env)
        if env_doc is None:
            raise Refusal(404, "ResourceNotFoundException", f"Environment {env} not found")
        profiles = await self._listed(
            spec, region, "ListConfigurationProfiles", {"ApplicationId": app_doc["Id"]}
        )
        profile_doc = _by_id_or_name(profiles, profile)
        if profile_doc is None:
            raise Refusal(404, "ResourceNotFoundException", f"ConfigurationProfile {profile} not found")
        return app_doc["Id"], env_doc["Id"], profile_doc["Id"], str(profile_doc.get("Type", ""))

    async def _listed(
        self, spec: FunctionSpec, region: str, operation: str, params: dict[str, Any]
    ) -> list[dict[str, Any]]:
        """Every item of an AppConfig list, read by labcloud itself (names to ids only, no data)."""
        items: list[dict[str, Any]] = []
        token: str | None = None
        for _ in range(100):
            page = dict(params, MaxResults=50, **({"NextToken": token} if token else {}))
            answer = await self.host.call(
                "appconfig", operation, page, account_id=spec.account_id, region=region
            )
            items.extend(answer.get("Items") or [])
            token = answer.get("NextToken")
            if not token:
                break
        return items

    async def _version(self, spec: FunctionSpec, region: str, ids: tuple[str, str, str]) -> str:
        """The hosted version number the environment serves for the profile (Configuration-Version)."""
        app_id, env_id, profile_id = ids
        answer = await self.host.call(
            "appconfig",
            "ListDeployments",
            {"ApplicationId": app_id, "EnvironmentId": env_id, "MaxResults": 50},
            account_id=spec.account_id,
            region=region,
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
        self, region: str, principal: Principal, operation: str, params: dict[str, Any]
    ) -> dict[str, Any]:
        try:
            return await self.host.call(
                "appconfigdata", operation, params, principal=principal, region=region
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


def _forgotten(polls: set[asyncio.Future[Cached]]) -> Callable[[asyncio.Future[Cached]], None]:
    """Drop a finished poll, its outcome read (a late poll's failure is nobody's to raise)."""

    def done(task: asyncio.Future[Cached]) -> None:
        polls.discard(task)
        if not task.cancelled():
            task.exception()

    return done


def _by_id_or_name(docs: list[dict[str, Any]], given: str) -> dict[str, Any] | None:
    for doc in docs:
        if doc.get("Id") == given:
            return doc
    for doc in docs:
        if doc.get("Name") == given:
            return doc
    return None


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
