"""The execution engine's owner: the SandboxManager, the session broker minting sandbox credentials,
log delivery, and the FunctionSpec an invocation runs. Each is created (and its module imported) on first use."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from labcloud.services.lambda_ import appconfig_extension, file_systems
from labcloud.services.lambda_.appconfig_extension import AppConfigExtension
from labcloud.services.lambda_.secrets_extension import SecretsExtension, is_extension_layer

if TYPE_CHECKING:
    # the sandbox engine and its helpers are imported on first use: building Lambda does not need them
    from labcloud.runtime import FunctionSpec, SandboxManager
    from labcloud.services.lambda_.core import Resolved
    from labcloud.services.lambda_.credentials import SessionBroker
    from labcloud.services.lambda_.function_config import FunctionConfig
    from labcloud.services.lambda_.host import LambdaHost
    from labcloud.services.lambda_.log_delivery import LogDelivery
    from labcloud.tuning import Tuning


#: The streamed-response limit's knob: AWS's 200 MiB unless set (tests reach the limit with a small one).
STREAMED_LIMIT_KNOB = "LABCLOUD_LAMBDA_MAX_STREAMED_BYTES"


def streamed_limit(tuning: Tuning) -> int:
    from labcloud.runtime.api import MAX_STREAMED_BYTES

    return max(1, int(tuning.number(STREAMED_LIMIT_KNOB, MAX_STREAMED_BYTES, minimum=1)))


class Execution:
    """Sandboxes and what they need: credentials per function role, log routing, faults."""

    def __init__(self, host: LambdaHost) -> None:
        self.host = host
        self.settings = host.settings
        self.running_engine: SandboxManager | None = None
        self._broker: SessionBroker | None = None
        #: The Parameters and Secrets extension's HTTP interface (``secrets_extension.py``).
        self.extension = SecretsExtension(host)
        #: The AppConfig extension's HTTP interface (``appconfig_extension.py``), bound on first use.
        self.appconfig = AppConfigExtension(host)
        self._logs: LogDelivery | None = None
        self._roles: dict[str, tuple[str, str]] = {}

    @property
    def broker(self) -> SessionBroker:
        if self._broker is None:
            from labcloud.services.lambda_.credentials import SessionBroker

            self._broker = SessionBroker(self.host)
        return self._broker

    @property
    def log_delivery(self) -> LogDelivery:
        if self._logs is None:
            from labcloud.services.lambda_.log_delivery import LogDelivery

            self._logs = LogDelivery(self.host)
        return self._logs

    @property
    def engine(self) -> SandboxManager:
        if self.running_engine is None:
            from labcloud.runtime import SandboxManager

            self.running_engine = SandboxManager(
                Path(self.settings.scratch_dir) / "lambda" / "sandboxes",
                endpoint_url=self.settings.endpoint,
                credentials_for=self._credentials_for,
                log_sink=self.log_delivery.sink,
                event_sink=self.broker.on_runtime_event,
                fault_for=self.host.faults.sandbox_fault,
                private_dirs=(Path(self.settings.scratch_dir),),
                global_limit=self.settings.sandbox_limit,
                max_streamed_bytes=streamed_limit(self.settings.tuning),
                ca_file=self.settings.tls_dir / "ca.pem",
            )
            self.appconfig.engine = self.running_engine
        return self.running_engine

    async def stop(self) -> None:
        if self.running_engine is not None:
            engine, self.running_engine = self.running_engine, None
            self.appconfig.engine = None
            await engine.shutdown()
        await self.appconfig.stop()
        if self._logs is not None:
            await self._logs.flush()

    def current_request_for_access_key(self, access_key: str) -> str | None:
        """The Lambda request id the sandbox holding ``access_key`` is running, if any."""
        return self.broker.request_for_key(access_key) if self._broker is not None else None

    async def _credentials_for(self, spec: FunctionSpec) -> dict[str, str]:
        self.broker.pending_sandbox, sandbox = None, self.broker.pending_sandbox
        role, account = self._roles.get(spec.function_arn, ("", spec.account_id))
        creds = await self.broker.mint(role, spec.function_name, account)
        key = str(creds["AccessKeyId"])
        self.broker.pending_sandbox = sandbox
        self.broker.bind_key(key)
        token = str(creds.get("SessionToken", ""))
        if spec.parameters_secrets_extension and token:
            self.extension.register(token, key, spec.function_arn, spec.environment)
        if spec.appconfig_extension:
            await self.appconfig.prefetch(spec, key)
        return {
            "AWS_ACCESS_KEY_ID": key,
            "AWS_SECRET_ACCESS_KEY": str(creds["SecretAccessKey"]),
            "AWS_SESSION_TOKEN": token,
        }

    async def on_function_changed(self, name: str) -> None:
        """Code or configuration changed (or the function is gone): drain its sandboxes."""
        self.appconfig.forget(name)
        if self.running_engine is not None:
            await self.running_engine.drain(name)

    def _environment(self, config: FunctionConfig) -> dict[str, str]:
        environment = config.variables
        if _uses_extension(config) and self.extension.port is not None:
            environment.setdefault("PARAMETERS_SECRETS_EXTENSION_HTTP_PORT", str(self.extension.port))
        if _uses_appconfig(config):
            wanted = environment.get(appconfig_extension.PORT_VARIABLE)
            environment[appconfig_extension.PORT_VARIABLE] = str(self.appconfig.listen(wanted))
        return environment

    def spec_for(self, account_id: str, region: str, resolved: Resolved) -> FunctionSpec:
        from labcloud.runtime import FunctionSpec

        config = resolved.config
        base_arn = (
            config.function_arn if resolved.version == "$LATEST" else config.function_arn.rsplit(":", 1)[0]
        )
        self._roles[base_arn] = (config.role, account_id)
        logging = config.logging_config or {}
        binds, posix_user = file_systems.mounts(self.host, account_id, region, config)
        return FunctionSpec(
            file_systems=binds,
            posix_user=posix_user,
            function_name=config.function_name,
            function_arn=base_arn,
            runtime=config.runtime,
            handler=config.handler,
            code_path=located(self.settings.scratch_dir, config.code_path),
            version=resolved.version,
            layer_paths=tuple(located(self.settings.scratch_dir, p) for p in config.layer_paths or ()),
            environment=self._environment(config),
            parameters_secrets_extension=_uses_extension(config),
            appconfig_extension=_uses_appconfig(config),
            timeout_s=float(config.timeout),
            memory_mb=int(config.memory_size),
            region=region,
            account_id=account_id,
            revision=config.revision_id,
            log_group=logging.get("LogGroup", ""),
            architectures=tuple(config.architectures or ("x86_64",)),
            ephemeral_storage_mb=int(config.ephemeral_storage["Size"]) if config.ephemeral_storage else 512,
            log_format=str(logging.get("LogFormat", "Text")),
            application_log_level=str(logging.get("ApplicationLogLevel", "")),
            system_log_level=str(logging.get("SystemLogLevel", "")),
        )


def _uses_extension(config: FunctionConfig) -> bool:
    return any(is_extension_layer(str(layer.get("Arn", ""))) for layer in config.layers or ())


def _uses_appconfig(config: FunctionConfig) -> bool:
    return any(
        appconfig_extension.is_extension_layer(str(layer.get("Arn", ""))) for layer in config.layers or ()
    )


def located(scratch_dir: Path, stored: str) -> Path:
    """The code folder a function or layer recorded, on this server. A state snapshot saved elsewhere (or
    before an in-memory server restarted) names another scratch dir: the same digest is then found, or
    extracted again from its kept zip (``code_store.py``'s layout), under this one."""
    path = Path(stored)
    if path.is_dir():
        return path
    root = Path(scratch_dir) / "lambda" / "code"
    here = root / path.name
    if not here.is_dir():
        kept = Path(scratch_dir) / "lambda" / "zips" / f"{path.name}.zip"
        if kept.is_file():
            from labcloud.runtime import extract_code

            extract_code(kept.read_bytes(), root)
    return here
