"""A table's stored definition as a typed, immutable record: :class:`TableMeta` and its parts.

The definition is kept as one JSON document in ``ddb_tables.meta`` (and copied into
``ddb_backups.meta``). :meth:`TableMeta.from_doc` reads exactly that document and
:meth:`TableMeta.to_doc` writes it back unchanged: member names, which optional members are
present, and their JSON types are the ones stored since the first release, so old data directories
open as they are and the repository's ``json_extract`` queries keep working. A member the record
does not know (written by a newer labcloud) is kept in ``extra`` and written back as it was.

Records are frozen: a change is a new record (``dataclasses.replace`` or a ``with_*`` method) that
the caller saves with ``Tables.save_meta``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from labcloud.store.records import FrozenRecord as _Record

Doc = dict[str, Any]


def _put(doc: Doc, key: str, value: Any) -> None:
    if value is not None:
        doc[key] = value


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class KeyElement(_Record):
    attribute_name: str
    key_type: str

    @classmethod
    def from_doc(cls, doc: Mapping[str, Any]) -> KeyElement:
        return cls(doc["AttributeName"], doc["KeyType"])

    def to_doc(self) -> Doc:
        return {"AttributeName": self.attribute_name, "KeyType": self.key_type}


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class AttributeDefinition(_Record):
    attribute_name: str
    attribute_type: str

    @classmethod
    def from_doc(cls, doc: Mapping[str, Any]) -> AttributeDefinition:
        return cls(doc["AttributeName"], doc["AttributeType"])

    def to_doc(self) -> Doc:
        return {"AttributeName": self.attribute_name, "AttributeType": self.attribute_type}


def key_schema_from(docs: Iterable[Mapping[str, Any]]) -> tuple[KeyElement, ...]:
    return tuple(KeyElement.from_doc(d) for d in docs)


def key_schema_doc(schema: Iterable[KeyElement]) -> list[Doc]:
    return [e.to_doc() for e in schema]


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Throughput(_Record):
    """Provisioned read and write capacity units."""

    read_capacity_units: int
    write_capacity_units: int

    @classmethod
    def from_doc(cls, doc: Mapping[str, Any]) -> Throughput:
        return cls(doc["ReadCapacityUnits"], doc["WriteCapacityUnits"])

    def to_doc(self) -> Doc:
        return {
            "ReadCapacityUnits": self.read_capacity_units,
            "WriteCapacityUnits": self.write_capacity_units,
        }


ZERO_THROUGHPUT = Throughput(0, 0)


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class OnDemandThroughput(_Record):
    """The on-demand maximums a CreateTable/UpdateTable set (reported, not enforced)."""

    max_read_request_units: int | None = None
    max_write_request_units: int | None = None

    @classmethod
    def from_doc(cls, doc: Mapping[str, Any]) -> OnDemandThroughput:
        return cls(doc.get("MaxReadRequestUnits"), doc.get("MaxWriteRequestUnits"))

    def to_doc(self) -> Doc:
        doc: Doc = {}
        _put(doc, "MaxReadRequestUnits", self.max_read_request_units)
        _put(doc, "MaxWriteRequestUnits", self.max_write_request_units)
        return doc


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class WarmThroughput(_Record):
    """The warm throughput a CreateTable/UpdateTable set (reported, not enforced)."""

    read_units_per_second: int | None = None
    write_units_per_second: int | None = None

    @classmethod
    def from_doc(cls, doc: Mapping[str, Any]) -> WarmThroughput:
        return cls(doc.get("ReadUnitsPerSecond"), doc.get("WriteUnitsPerSecond"))

    def to_doc(self) -> Doc:
        doc: Doc = {}
        _put(doc, "ReadUnitsPerSecond", self.read_units_per_second)
        _put(doc, "WriteUnitsPerSecond", self.write_units_per_second)
        return doc


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Projection(_Record):
    projection_type: str | None = None
    non_key_attributes: tuple[str, ...] | None = None

    @classmethod
    def from_doc(cls, doc: Mapping[str, Any]) -> Projection:
        non_key = doc.get("NonKeyAttributes")
        return cls(doc.get("ProjectionType"), None if non_key is None else tuple(non_key))

    def to_doc(self) -> Doc:
        doc: Doc = {}
        _put(doc, "ProjectionType", self.projection_type)
        if self.non_key_attributes is not None:
            doc["NonKeyAttributes"] = list(self.non_key_attributes)
        return doc


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class IndexSpec(_Record):
    """A stored GSI or LSI definition (an LSI has only name, key schema and projection)."""

    index_name: str
    key_schema: tuple[KeyElement, ...]
    projection: Projection | None = None
    index_status: str | None = None
    provisioned_throughput: Throughput | None = None
    on_demand_throughput: OnDemandThroughput | None = None
    warm_throughput: WarmThroughput | None = None

    @classmethod
    def from_doc(cls, doc: Mapping[str, Any]) -> IndexSpec:
        projection = doc.get("Projection")
        throughput = doc.get("ProvisionedThroughput")
        on_demand = doc.get("OnDemandThroughput")
        warm = doc.get("WarmThroughput")
        return cls(
            index_name=doc["IndexName"],
            key_schema=key_schema_from(doc["KeySchema"]),
            projection=None if projection is None else Projection.from_doc(projection),
            index_status=doc.get("IndexStatus"),
            provisioned_throughput=None if throughput is None else Throughput.from_doc(throughput),
            on_demand_throughput=None if on_demand is None else OnDemandThroughput.from_doc(on_demand),
            warm_throughput=None if warm is None else WarmThroughput.from_doc(warm),
        )

    def to_doc(self) -> Doc:
        doc: Doc = {"IndexName": self.index_name, "KeySchema": key_schema_doc(self.key_schema)}
        if self.projection is not None:
            doc["Projection"] = self.projection.to_doc()
        _put(doc, "IndexStatus", self.index_status)
        if self.provisioned_throughput is not None:
            doc["ProvisionedThroughput"] = self.provisioned_throughput.to_doc()
        if self.on_demand_throughput is not None:
            doc["OnDemandThroughput"] = self.on_demand_throughput.to_doc()
        if self.warm_throughput is not None:
            doc["WarmThroughput"] = self.warm_throughput.to_doc()
        return doc


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class TtlSetting(_Record):
    """``Ttl``: empty (``{}``) until UpdateTimeToLive sets both members."""

    attribute_name: str | None = None
    enabled: bool | None = None

    @classmethod
    def from_doc(cls, doc: Mapping[str, Any]) -> TtlSetting:
        return cls(doc.get("AttributeName"), doc.get("Enabled"))

    def to_doc(self) -> Doc:
        doc: Doc = {}
        _put(doc, "AttributeName", self.attribute_name)
        _put(doc, "Enabled", self.enabled)
        return doc


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Tag(_Record):
    key: str
    value: str

    @classmethod
    def from_doc(cls, doc: Mapping[str, Any]) -> Tag:
        return cls(doc["Key"], doc["Value"])

    def to_doc(self) -> Doc:
        return {"Key": self.key, "Value": self.value}


def tags_from(docs: Iterable[Mapping[str, Any]]) -> tuple[Tag, ...]:
    return tuple(Tag.from_doc(d) for d in docs)


def tags_doc(tags: Iterable[Tag]) -> list[Doc]:
    return [t.to_doc() for t in tags]


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class SseSpecification(_Record):
    """The SSESpecification as requested (DescribeTable's SSEDescription is derived from it)."""

    enabled: bool | None = None
    sse_type: str | None = None
    kms_master_key_id: str | None = None

    @classmethod
    def from_doc(cls, doc: Mapping[str, Any]) -> SseSpecification:
        return cls(doc.get("Enabled"), doc.get("SSEType"), doc.get("KMSMasterKeyId"))

    def to_doc(self) -> Doc:
        doc: Doc = {}
        _put(doc, "Enabled", self.enabled)
        _put(doc, "SSEType", self.sse_type)
        _put(doc, "KMSMasterKeyId", self.kms_master_key_id)
        return doc


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class TableKey(_Record):
    """``SSEKey``: the KMS key the table's SSE bound (``sse.bind``) and the wrapped data key."""

    arn: str
    blob: str
    managed: bool

    @classmethod
    def from_doc(cls, doc: Mapping[str, Any]) -> TableKey:
        return cls(doc["Arn"], doc["Blob"], doc["Managed"])

    def to_doc(self) -> Doc:
        return {"Arn": self.arn, "Blob": self.blob, "Managed": self.managed}


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class StreamState(_Record):
    """``Stream``: the table's latest stream (kept, disabled, after the stream is turned off)."""

    id: int
    arn: str
    label: str
    view_type: str
    enabled: bool

    @classmethod
    def from_doc(cls, doc: Mapping[str, Any]) -> StreamState:
        return cls(doc["Id"], doc["Arn"], doc["Label"], doc["ViewType"], doc["Enabled"])

    def to_doc(self) -> Doc:
        return {
            "Id": self.id,
            "Arn": self.arn,
            "Label": self.label,
            "ViewType": self.view_type,
            "Enabled": self.enabled,
        }


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class PolicyRecord(_Record):
    """A resource-based policy document with its revision id."""

    policy: str
    revision_id: str

    @classmethod
    def from_doc(cls, doc: Mapping[str, Any]) -> PolicyRecord:
        return cls(doc["Policy"], doc["RevisionId"])

    def to_doc(self) -> Doc:
        return {"Policy": self.policy, "RevisionId": self.revision_id}


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class RestoreSummary(_Record):
    """Where a restored table came from (a backup or a point in time of a table)."""

    source_table_arn: str
    restore_date_time: float
    restore_in_progress: bool
    source_backup_arn: str | None = None

    @classmethod
    def from_doc(cls, doc: Mapping[str, Any]) -> RestoreSummary:
        return cls(
            doc["SourceTableArn"],
            doc["RestoreDateTime"],
            doc["RestoreInProgress"],
            doc.get("SourceBackupArn"),
        )

    def to_doc(self) -> Doc:
        doc: Doc = {}
        _put(doc, "SourceBackupArn", self.source_backup_arn)
        doc["SourceTableArn"] = self.source_table_arn
        doc["RestoreDateTime"] = self.restore_date_time
        doc["RestoreInProgress"] = self.restore_in_progress
        return doc


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class PitrSetting(_Record):
    """``Pitr``: point-in-time recovery, with since when and for how many days once enabled."""

    enabled: bool
    since: float | None = None
    recovery_period_in_days: int | None = None

    @classmethod
    def from_doc(cls, doc: Mapping[str, Any]) -> PitrSetting:
        return cls(doc["Enabled"], doc.get("Since"), doc.get("RecoveryPeriodInDays"))

    def to_doc(self) -> Doc:
        doc: Doc = {"Enabled": self.enabled}
        _put(doc, "Since", self.since)
        _put(doc, "RecoveryPeriodInDays", self.recovery_period_in_days)
        return doc


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class KinesisDestination(_Record):
    """One Kinesis data stream destination (disabled and failed ones are kept, as AWS lists them)."""

    stream_arn: str
    destination_status: str
    precision: str | None = None
    status_description: str | None = None

    @classmethod
    def from_doc(cls, doc: Mapping[str, Any]) -> KinesisDestination:
        return cls(
            doc["StreamArn"],
            doc["DestinationStatus"],
            doc.get("ApproximateCreationDateTimePrecision"),
            doc.get("DestinationStatusDescription"),
        )

    def to_doc(self) -> Doc:
        doc: Doc = {"StreamArn": self.stream_arn, "DestinationStatus": self.destination_status}
        _put(doc, "ApproximateCreationDateTimePrecision", self.precision)
        _put(doc, "DestinationStatusDescription", self.status_description)
        return doc


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class InsightsSetting(_Record):
    """A Contributor Insights setting of the table (index ``""``) or one of its GSIs."""

    enabled: bool
    mode: str
    updated: float

    @classmethod
    def from_doc(cls, doc: Mapping[str, Any]) -> InsightsSetting:
        return cls(doc["enabled"], doc["mode"], doc["updated"])

    def to_doc(self) -> Doc:
        return {"enabled": self.enabled, "mode": self.mode, "updated": self.updated}


def _opt(doc: Mapping[str, Any], key: str, parse: Any) -> Any:
    value = doc.get(key)
    return None if value is None else parse(value)


#: The members :class:`TableMeta` knows, in the order labcloud writes them.
KNOWN = (
    "TableName",
    "TableId",
    "AttributeDefinitions",
    "KeySchema",
    "Created",
    "BillingMode",
    "ProvisionedThroughput",
    "GlobalSecondaryIndexes",
    "LocalSecondaryIndexes",
    "Ttl",
    "Tags",
    "TableClass",
    "DeletionProtectionEnabled",
    "SSESpecification",
    "OnDemandThroughput",
    "WarmThroughput",
    "SSEKey",
    "Stream",
    "ResourcePolicy",
    "StreamPolicies",
    "RestoreSummary",
    "BillingChanged",
    "Pitr",
    "KinesisDestinations",
    "ContributorInsights",
    "IndexTags",
    "GlobalTable",
)
_KNOWN = frozenset(KNOWN)


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class TableMeta(_Record):
    """A table's whole stored definition. ``None`` marks a member absent from the document."""

    table_name: str
    table_id: str
    attribute_definitions: tuple[AttributeDefinition, ...]
    key_schema: tuple[KeyElement, ...]
    created: float
    billing_mode: str | None = None
    provisioned_throughput: Throughput | None = None
    global_secondary_indexes: tuple[IndexSpec, ...] | None = None
    local_secondary_indexes: tuple[IndexSpec, ...] | None = None
    ttl: TtlSetting | None = None
    tags: tuple[Tag, ...] | None = None
    table_class: str | None = None
    deletion_protection_enabled: bool | None = None
    sse_specification: SseSpecification | None = None
    on_demand_throughput: OnDemandThroughput | None = None
    warm_throughput: WarmThroughput | None = None
    sse_key: TableKey | None = None
    stream: StreamState | None = None
    resource_policy: PolicyRecord | None = None
    stream_policies: Mapping[str, PolicyRecord] | None = None
    restore_summary: RestoreSummary | None = None
    billing_changed: float | None = None
    pitr: PitrSetting | None = None
    kinesis_destinations: tuple[KinesisDestination, ...] | None = None
    contributor_insights: Mapping[str, InsightsSetting] | None = None
    index_tags: Mapping[str, tuple[Tag, ...]] | None = None
    #: The global table this table is a replica of (``replication.py``): ``Version`` and ``Replicas``,
    #: every member's settings by region (this one's included), the same document in every member.
    global_table: Mapping[str, Any] | None = None
    #: Members this labcloud does not know, kept as they were read.
    extra: Mapping[str, Any] = field(default_factory=dict)

    # ------------------------------------------------------------------ the stored document

    @classmethod
    def from_doc(cls, doc: Mapping[str, Any]) -> TableMeta:
        stream_policies = doc.get("StreamPolicies")
        insights = doc.get("ContributorInsights")
        index_tags = doc.get("IndexTags")
        return cls(
            table_name=doc["TableName"],
            table_id=doc["TableId"],
            attribute_definitions=tuple(AttributeDefinition.from_doc(d) for d in doc["AttributeDefinitions"]),
            key_schema=key_schema_from(doc["KeySchema"]),
            created=doc["Created"],
            billing_mode=doc.get("BillingMode"),
            provisioned_throughput=_opt(doc, "ProvisionedThroughput", Throughput.from_doc),
            global_secondary_indexes=_opt(
                doc, "GlobalSecondaryIndexes", lambda v: tuple(IndexSpec.from_doc(s) for s in v)
            ),
            local_secondary_indexes=_opt(
                doc, "LocalSecondaryIndexes", lambda v: tuple(IndexSpec.from_doc(s) for s in v)
            ),
            ttl=_opt(doc, "Ttl", TtlSetting.from_doc),
            tags=_opt(doc, "Tags", tags_from),
            table_class=doc.get("TableClass"),
            deletion_protection_enabled=doc.get("DeletionProtectionEnabled"),
            sse_specification=_opt(doc, "SSESpecification", SseSpecification.from_doc),
            on_demand_throughput=_opt(doc, "OnDemandThroughput", OnDemandThroughput.from_doc),
            warm_throughput=_opt(doc, "WarmThroughput", WarmThroughput.from_doc),
            sse_key=_opt(doc, "SSEKey", TableKey.from_doc),
            stream=_opt(doc, "Stream", StreamState.from_doc),
            resource_policy=_opt(doc, "ResourcePolicy", PolicyRecord.from_doc),
            stream_policies=None
            if stream_policies is None
            else {arn: PolicyRecord.from_doc(p) for arn, p in stream_policies.items()},
            restore_summary=_opt(doc, "RestoreSummary", RestoreSummary.from_doc),
            billing_changed=doc.get("BillingChanged"),
            pitr=_opt(doc, "Pitr", PitrSetting.from_doc),
            kinesis_destinations=_opt(
                doc, "KinesisDestinations", lambda v: tuple(KinesisDestination.from_doc(d) for d in v)
            ),
            contributor_insights=None
            if insights is None
            else {index: InsightsSetting.from_doc(s) for index, s in insights.items()},
            index_tags=None
            if index_tags is None
            else {index: tags_from(t) for index, t in index_tags.items()},
            global_table=doc.get("GlobalTable"),
            extra={k: v for k, v in doc.items() if k not in _KNOWN},
        )

    def to_doc(self) -> Doc:
        doc: Doc = {
            "TableName": self.table_name,
            "TableId": self.table_id,
            "AttributeDefinitions": [d.to_doc() for d in self.attribute_definitions],
            "KeySchema": key_schema_doc(self.key_schema),
            "Created": self.created,
        }
        _put(doc, "BillingMode", self.billing_mode)
        if self.provisioned_throughput is not None:
            doc["ProvisionedThroughput"] = self.provisioned_throughput.to_doc()
        if self.global_secondary_indexes is not None:
            doc["GlobalSecondaryIndexes"] = [s.to_doc() for s in self.global_secondary_indexes]
        if self.local_secondary_indexes is not None:
            doc["LocalSecondaryIndexes"] = [s.to_doc() for s in self.local_secondary_indexes]
        if self.ttl is not None:
            doc["Ttl"] = self.ttl.to_doc()
        if self.tags is not None:
            doc["Tags"] = tags_doc(self.tags)
        _put(doc, "TableClass", self.table_class)
        _put(doc, "DeletionProtectionEnabled", self.deletion_protection_enabled)
        for key, part in (
            ("SSESpecification", self.sse_specification),
            ("OnDemandThroughput", self.on_demand_throughput),
            ("WarmThroughput", self.warm_throughput),
            ("SSEKey", self.sse_key),
            ("Stream", self.stream),
            ("ResourcePolicy", self.resource_policy),
        ):
            if part is not None:
                doc[key] = part.to_doc()
        if self.stream_policies is not None:
            doc["StreamPolicies"] = {arn: p.to_doc() for arn, p in self.stream_policies.items()}
        if self.restore_summary is not None:
            doc["RestoreSummary"] = self.restore_summary.to_doc()
        _put(doc, "BillingChanged", self.billing_changed)
        if self.pitr is not None:
            doc["Pitr"] = self.pitr.to_doc()
        if self.kinesis_destinations is not None:
            doc["KinesisDestinations"] = [d.to_doc() for d in self.kinesis_destinations]
        if self.contributor_insights is not None:
            doc["ContributorInsights"] = {i: s.to_doc() for i, s in self.contributor_insights.items()}
        if self.index_tags is not None:
            doc["IndexTags"] = {i: tags_doc(t) for i, t in self.index_tags.items()}
        if self.global_table is not None:
            doc["GlobalTable"] = self.global_table
        doc.update(self.extra)
        return doc

    # ------------------------------------------------------------------ reading

    @property
    def billing(self) -> str:
        """The billing mode (PROVISIONED when never set)."""
        return self.billing_mode or "PROVISIONED"

    @property
    def gsis(self) -> tuple[IndexSpec, ...]:
        return self.global_secondary_indexes or ()

    @property
    def lsis(self) -> tuple[IndexSpec, ...]:
        return self.local_secondary_indexes or ()

    def gsi(self, name: str) -> IndexSpec | None:
        return next((g for g in self.gsis if g.index_name == name), None)

    @property
    def attribute_types(self) -> dict[str, str]:
        return {d.attribute_name: d.attribute_type for d in self.attribute_definitions}

    @property
    def stream_enabled(self) -> bool:
        return self.stream is not None and self.stream.enabled

    @property
    def ttl_attribute(self) -> str | None:
        """The TTL attribute while TTL is enabled."""
        ttl = self.ttl
        return ttl.attribute_name if ttl is not None and ttl.enabled else None

    @property
    def pitr_enabled(self) -> bool:
        return self.pitr is not None and self.pitr.enabled

    def active_kinesis(self) -> KinesisDestination | None:
        return next((d for d in self.kinesis_destinations or () if d.destination_status == "ACTIVE"), None)

    # ------------------------------------------------------------------ changing

    def with_gsi(self, spec: IndexSpec) -> TableMeta:
        """The definition with ``spec`` in place of the GSI of its name (or added)."""
        specs = self.gsis
        if any(g.index_name == spec.index_name for g in specs):
            return replace(
                self,
                global_secondary_indexes=tuple(spec if g.index_name == spec.index_name else g for g in specs),
            )
        return replace(self, global_secondary_indexes=(*specs, spec))

    def without_gsi(self, name: str) -> TableMeta:
        """The definition without the GSI ``name`` and its tags."""
        index_tags = dict(self.index_tags or {})
        index_tags.pop(name, None)
        return replace(
            self,
            global_secondary_indexes=tuple(g for g in self.gsis if g.index_name != name),
            index_tags=index_tags or None,
        )
