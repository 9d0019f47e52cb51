"""A function's configuration as a typed record: ``$LATEST`` or a published version.

:class:`FunctionConfig` is what GetFunctionConfiguration answers plus labcloud's private members
(the extracted code folder, the code's digest, the layers' folders, the sealed environment key). It is
stored as one JSON document; :meth:`FunctionConfig.from_doc` and :meth:`FunctionConfig.to_doc` read and
write exactly that document (members this record does not model ride along in ``extra``), so data
directories written before it existed open unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from labcloud.services.lambda_.api import (
        DeadLetterConfig,
        EnvironmentResponse,
        EphemeralStorage,
        Layer,
        LoggingConfig,
        SnapStartResponse,
        TracingConfigResponse,
        VpcConfigResponse,
    )

#: Every modelled member: (attribute, document key), in the order a created function's
#: document lists them (so answers keep the order they always had).
_MEMBERS = (
    ("function_name", "FunctionName"),
    ("function_arn", "FunctionArn"),
    ("runtime", "Runtime"),
    ("role", "Role"),
    ("handler", "Handler"),
    ("code_size", "CodeSize"),
    ("description", "Description"),
    ("timeout", "Timeout"),
    ("memory_size", "MemorySize"),
    ("last_modified", "LastModified"),
    ("code_sha256", "CodeSha256"),
    ("version", "Version"),
    ("tracing_config", "TracingConfig"),
    ("revision_id", "RevisionId"),
    ("state", "State"),
    ("last_update_status", "LastUpdateStatus"),
    ("package_type", "PackageType"),
    ("architectures", "Architectures"),
    ("ephemeral_storage", "EphemeralStorage"),
    ("snap_start", "SnapStart"),
    ("logging_config", "LoggingConfig"),
    ("code_path", "_code_path"),
    ("zip_hex", "_zip_hex"),
    ("layer_paths", "_layer_paths"),
    ("environment", "Environment"),
    ("kms_key_arn", "KMSKeyArn"),
    ("env_data_key", "_env_data_key"),
    ("layers", "Layers"),
    ("dead_letter_config", "DeadLetterConfig"),
    ("vpc_config", "VpcConfig"),
)
_ALL = _MEMBERS
_MODELLED = frozenset(key for _, key in _MEMBERS)
_PUBLIC = tuple((attribute, key) for attribute, key in _MEMBERS if not key.startswith("_"))


@dataclass(frozen=True, slots=True)
class FunctionConfig:
    """One configuration of a function; ``None`` is a member the document does not have."""

    function_name: str
    function_arn: str
    runtime: str
    role: str
    handler: str
    code_size: int
    description: str
    timeout: int
    memory_size: int
    last_modified: str
    code_sha256: str
    #: ``$LATEST`` or the version number.
    version: str
    revision_id: str
    #: The extracted code's folder (relative to the scratch dir) and the zip's hex digest (its URL).
    code_path: str
    zip_hex: str
    tracing_config: TracingConfigResponse | None = None
    state: str | None = None
    last_update_status: str | None = None
    package_type: str | None = None
    architectures: list[str] | None = None
    ephemeral_storage: EphemeralStorage | None = None
    snap_start: SnapStartResponse | None = None
    logging_config: LoggingConfig | None = None
    #: The extracted layers' folders, in the function's layer order.
    layer_paths: list[str] | None = None
    environment: EnvironmentResponse | None = None
    kms_key_arn: str | None = None
    #: The environment's data key sealed with ``kms_key_arn`` (base64).
    env_data_key: str | None = None
    layers: list[Layer] | None = None
    dead_letter_config: DeadLetterConfig | None = None
    vpc_config: VpcConfigResponse | None = None
    #: Members this record does not model (and modelled ones stored as null), as stored.
    extra: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_doc(cls, doc: dict[str, Any]) -> FunctionConfig:
        extra = {k: v for k, v in doc.items() if k not in _MODELLED or v is None}
        get = doc.get
        return cls(
            function_name=doc["FunctionName"],
            function_arn=doc["FunctionArn"],
            runtime=doc["Runtime"],
            role=doc["Role"],
            handler=doc["Handler"],
            code_size=doc["CodeSize"],
            description=doc["Description"],
            timeout=doc["Timeout"],
            memory_size=doc["MemorySize"],
            last_modified=doc["LastModified"],
            code_sha256=doc["CodeSha256"],
            version=doc["Version"],
            revision_id=doc["RevisionId"],
            code_path=doc["_code_path"],
            zip_hex=doc["_zip_hex"],
            tracing_config=get("TracingConfig"),
            state=get("State"),
            last_update_status=get("LastUpdateStatus"),
            package_type=get("PackageType"),
            architectures=get("Architectures"),
            ephemeral_storage=get("EphemeralStorage"),
            snap_start=get("SnapStart"),
            logging_config=get("LoggingConfig"),
            layer_paths=get("_layer_paths"),
            environment=get("Environment"),
            kms_key_arn=get("KMSKeyArn"),
            env_data_key=get("_env_data_key"),
            layers=get("Layers"),
            dead_letter_config=get("DeadLetterConfig"),
            vpc_config=get("VpcConfig"),
            extra=extra,
        )

    def to_doc(self, private: bool = True) -> dict[str, Any]:
        """The stored document (``private=False``: without labcloud's ``_``-prefixed members)."""
        doc: dict[str, Any] = {}
        for attribute, key in _ALL if private else _PUBLIC:
            value = getattr(self, attribute)
            if value is not None:
                doc[key] = value
        for key, value in self.extra.items():
            if private or key[:1] != "_":
                doc[key] = value
        return doc

    def but(self, **changes: Any) -> FunctionConfig:
        """A copy with ``changes`` (attribute names); ``None`` removes an optional member."""
        gone = {key for attribute, key in _ALL if attribute in changes and changes[attribute] is None}
        if gone & self.extra.keys():  # a member stored as null goes too
            changes["extra"] = {k: v for k, v in self.extra.items() if k not in gone}
        return replace(self, **changes)

    # -- what readers ask ------------------------------------------------------------------

    @property
    def variables(self) -> dict[str, str]:
        """The environment variables (empty when there are none)."""
        return dict((self.environment or {}).get("Variables") or {})

    @property
    def log_group(self) -> str:
        return (self.logging_config or {}).get("LogGroup", "")

    @property
    def dead_letter_target(self) -> str | None:
        return (self.dead_letter_config or {}).get("TargetArn")

    @property
    def tracing_active(self) -> bool:
        return (self.tracing_config or {}).get("Mode") == "Active"
