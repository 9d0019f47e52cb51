"""The AWS Parameters and Secrets Lambda extension's HTTP interface, for functions with that layer.

On AWS a function that adds the extension's layer (``arn:aws:lambda:<region>:<AWS account>:layer:
AWS-Parameters-and-Secrets-Lambda-Extension[-Arm64]:<n>``) can ask ``http://localhost:2773`` for
``/secretsmanager/get?secretId=...`` and ``/systemsmanager/parameters/get?name=...`` with the header
``X-Aws-Parameters-Secrets-Token`` set to its ``AWS_SESSION_TOKEN``. labcloud serves that interface
from the server (no code runs in the sandbox for it): one loopback listener on port 2773, or on a
free port when 2773 is taken (another labcloud), which each function with the layer is told in
``PARAMETERS_SECRETS_EXTENSION_HTTP_PORT`` (the extension's own setting, which AWS's examples read).
The token names the sandbox's session, so each answer is GetSecretValue / GetParameter called as the
function's execution role, IAM enforced; answers are the APIs' JSON, kept for ``SECRETS_MANAGER_TTL`` /
``SSM_PARAMETER_STORE_TTL`` seconds (default 300; 0, or ``PARAMETERS_SECRETS_EXTENSION_CACHE_ENABLED=
false``, keeps nothing) per function, as the extension caches.
"""

from __future__ import annotations

import asyncio
import json
import logging
import socket
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from labcloud.errors import AwsError
from labcloud.protocol.wire import WireRequest, WireResponse
from labcloud.store.records import FrozenRecord

if TYPE_CHECKING:
    from labcloud.http.connection import HttpConnection
    from labcloud.services.lambda_.host import LambdaHost

log = logging.getLogger("labcloud.lambda")

PORT = 2773
LAYER_NAMES = (
    "AWS-Parameters-and-Secrets-Lambda-Extension",
    "AWS-Parameters-and-Secrets-Lambda-Extension-Arm64",
)
TOKEN_HEADER = "x-aws-parameters-secrets-token"
MAX_CACHE = 1000


def is_extension_layer(arn: str) -> bool:
    """Whether ``arn`` names a version of AWS's published extension layer (any region, AWS's account)."""
    parts = arn.split(":")
    return len(parts) == 8 and parts[5] == "layer" and parts[6] in LAYER_NAMES and parts[7].isdigit()


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Session(FrozenRecord):
    """What a sandbox's session token stands for: its access key and its function's cache settings."""

    access_key: str
    function_arn: str
    secrets_ttl: float
    parameters_ttl: float


def _ttl(environment: dict[str, str], name: str) -> float:
    if environment.get("PARAMETERS_SECRETS_EXTENSION_CACHE_ENABLED", "true").lower() == "false":
        return 0.0
    try:
        return max(0.0, min(float(environment.get(name, "300")), 300.0))
    except ValueError:
        return 300.0


class SecretsExtension:
    """The listener and its answers; sessions are registered as sandboxes get their credentials."""

    def __init__(self, host: LambdaHost) -> None:
        self.host = host
        self.sessions: dict[str, Session] = {}
        self.cache: dict[tuple[str, str], tuple[float, int, bytes]] = {}
        self.port: int | None = None
        self._server: asyncio.AbstractServer | None = None
        self._connections: set[HttpConnection] = set()

    # ------------------------------------------------------------------ lifecycle

    async def start(self) -> None:
        if self._server is not None:
            return
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        # a labcloud restarted within TIME_WAIT of its last connections on 2773 still gets the port
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind(("127.0.0.1", PORT))
        except OSError:
            sock.bind(("127.0.0.1", 0))  # 2773 is another labcloud's: functions are told the port
        sock.listen(128)
        sock.setblocking(False)
        self.port = int(sock.getsockname()[1])  # known before the server is up (sandboxes are told it)
        loop = asyncio.get_running_loop()
        from labcloud.http.connection import connection_factory  # the server's own; loaded when it starts

        self._server = await loop.create_server(connection_factory(self, self._connections, loop), sock=sock)

    async def stop(self) -> None:
        server, self._server = self._server, None
        if server is not None:
            server.close()
            for connection in list(self._connections):
                transport = getattr(connection, "transport", None)
                if transport is not None:
                    transport.close()
            await server.wait_closed()
        self.cache.clear()

    def register(self, token: str, access_key: str, function_arn: str, environment: dict[str, str]) -> None:
        if len(self.sessions) > 10_000:
            self.sessions.clear()
        self.sessions[token] = Session(
            access_key,
            function_arn,
            _ttl(environment, "SECRETS_MANAGER_TTL"),
            _ttl(environment, "SSM_PARAMETER_STORE_TTL"),
        )

    # ------------------------------------------------------------------ the App protocol

    @property
    def max_body_bytes(self) -> int:
        return 0

    def streams_body(self, request: WireRequest) -> bool:
        return False

    async def respond(self, request: WireRequest, too_large: bool = False) -> WireResponse:
        try:
            return await self._answer(request)
        except Exception:  # noqa: BLE001 - never a traceback on the wire
            log.exception("parameters and secrets extension request failed")
            return _text(500, "internal error")

    async def _answer(self, request: WireRequest) -> WireResponse:
        if request.method.upper() != "GET":
            return _text(405, "only GET is served")
        token = request.headers.get(TOKEN_HEADER, "")
        session = self.sessions.get(token) if token else None
        if session is None:
            return _text(401, f"the {TOKEN_HEADER} header must be the function's AWS_SESSION_TOKEN")
        query = {k: v[-1] for k, v in request.query_dict().items()}
        if request.path == "/secretsmanager/get":
            if not query.get("secretId"):
                return _text(400, "secretId is required")
            secret: dict[str, Any] = {"SecretId": query["secretId"]}
            for given, member in (("versionId", "VersionId"), ("versionStage", "VersionStage")):
                if query.get(given):
                    secret[member] = query[given]
            return await self._cached(
                session, "secretsmanager", "GetSecretValue", secret, session.secrets_ttl
            )
        if request.path == "/systemsmanager/parameters/get":
            if not query.get("name"):
                return _text(400, "name is required")
            name = query["name"]
            if query.get("version"):
                name += f":{query['version']}"
            elif query.get("label"):
                name += f":{query['label']}"
            params: dict[str, Any] = {"Name": name}
            if query.get("withDecryption", "").lower() == "true":
                params["WithDecryption"] = True
            return await self._cached(session, "ssm", "GetParameter", params, session.parameters_ttl)
        return _text(
            404, "not found: the extension serves /secretsmanager/get and /systemsmanager/parameters/get"
        )

    async def _cached(
        self, session: Session, service: str, operation: str, params: dict[str, Any], ttl: float
    ) -> WireResponse:
        key = (session.function_arn, json.dumps([service, params], sort_keys=True))
        now = time.monotonic()
        kept = self.cache.get(key)
        if kept is not None and kept[0] > now:
            return WireResponse(kept[1], kept[2], [], "application/json")
        principal = self.host.identity.principal_for(session.access_key, service)
        try:
            answer = await self.host.call(service, operation, params, principal=principal)
        except AwsError as error:
            body = json.dumps({"__type": error.code, "message": error.message}).encode()
            return WireResponse(error.status or 400, body, [], "application/json")
        body = json.dumps(answer, default=_plain).encode()
        if ttl > 0:
            if len(self.cache) >= MAX_CACHE:
                self.cache.clear()
            self.cache[key] = (now + ttl, 200, body)
        return WireResponse(200, body, [], "application/json")


def _plain(value: Any) -> Any:
    if hasattr(value, "timestamp"):
        return value.timestamp()
    if isinstance(value, bytes | bytearray):
        import base64

        return base64.b64encode(bytes(value)).decode()
    raise TypeError(f"{type(value).__name__} is not JSON")


def _text(status: int, message: str) -> WireResponse:
    return WireResponse(status, message.encode(), [], "text/plain")
