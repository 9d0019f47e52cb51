"""A function's configuration as a typed record: ``$LATEST`` or a published version.

:class:`FunctionConfig` is what GetFunctionConfiguration answers plus labcloud's private members
(the extracted code folder, the code's digest, the layers' folders, the sealed environment key). It is
stored as one JSON document; :meth:`FunctionConfig.from_doc` and :meth:`FunctionConfig.to_doc` read and
write exactly that document (members this record does not model ride along in ``extra``), so data
directories written before it existed open unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from labcloud.store.records import Record

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
_MODELLED = frozenset(key for _, key in _MEMBERS)
_PUBLIC = tuple((attribute, key) for attribute, key in _MEMBERS if not key.startswith("_"))


@dataclass(slots=True, eq=False, repr=False)
class FunctionConfig(Record):
    """One configuration of a function; ``None`` is a member the document does not have. Never changed in
    place (records are read per request and a frozen dataclass doubles their construction cost on the
    invoke path): :meth:`but` makes the changed copy."""

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
        extra = (
            {}  # the usual document: nothing beyond the modelled members, no nulls
            if doc.keys() <= _MODELLED and None not in doc.values()
            else {k: v for k, v in doc.items() if k not in _MODELLED or v is None}
        )
        # positionally, in the fields' order: read on every request, this is the fast form
        values: list[Any] = [*map(doc.get, _FIELD_KEYS), extra]
        return cls(*values)

    def to_doc(self, private: bool = True) -> dict[str, Any]:
        """The stored document (``private=False``: without labcloud's ``_``-prefixed members)."""
        keys, values = (_ALL_KEYS, _all_values(self)) if private else (_PUBLIC_KEYS, _public_values(self))
        doc = {key: value for key, value in zip(keys, values, strict=True) if value is not None}
        for key, value in self.extra.items():
            if private or key[:1] != "_":
                doc[key] = value
        return doc

    def but(self, **changes: Any) -> FunctionConfig:
        """A copy with ``changes`` (attribute names); ``None`` removes an optional member."""
        gone = {key for attribute, key in _MEMBERS if attribute in changes and changes[attribute] is None}
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


_KEY_OF = dict(_MEMBERS)
#: The document key of each field but ``extra``, in the fields' order (``from_doc`` passes them positionally).
_FIELD_KEYS = tuple(_KEY_OF[f.name] for f in fields(FunctionConfig) if f.name != "extra")
_ALL_KEYS = tuple(key for _, key in _MEMBERS)
_all_values = attrgetter(*(attribute for attribute, _ in _MEMBERS))
_PUBLIC_KEYS = tuple(key for _, key in _PUBLIC)
_public_values = attrgetter(*(attribute for attribute, _ in _PUBLIC))
