"""Table metadata: definitions (key schema, indexes, billing, TTL, tags), validation and descriptions.

A table's definition lives as one JSON document in ``ddb_tables.meta``, read and written as a typed
:class:`~.table_meta.TableMeta`; :class:`TableDef` adds what the item operations derive from it
(key schema, index definitions with projections). ``validate_create`` checks a CreateTable request
the way DynamoDB does and returns the definition to store; ``describe`` builds DescribeTable's answer.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.services.dynamodb import global_view
from labcloud.services.dynamodb.settings import (
    apply_reported,
    describe_reported,
    index_reported,
    refuse_unsupported,
    warm_description,
)
from labcloud.services.dynamodb.streams import create_view_type
from labcloud.services.dynamodb.streams import describe as describe_stream
from labcloud.services.dynamodb.table_meta import (
    ZERO_THROUGHPUT,
    AttributeDefinition,
    Doc,
    IndexSpec,
    KeyElement,
    Projection,
    TableMeta,
    Throughput,
    TtlSetting,
    key_schema_doc,
    key_schema_from,
    tags_from,
)

if TYPE_CHECKING:
    from labcloud.services.dynamodb.expressions import KeySchema

AttributeValue = dict[str, Any]
Item = dict[str, AttributeValue]

MAX_GSIS = 20
MAX_LSIS = 5


def validation(message: str) -> AwsError:
    return AwsError("ValidationException", message, status=400)


def invalid(message: str) -> AwsError:
    return validation(f"One or more parameter values were invalid: {message}")


def check_tag_keys(tags: Iterable[Mapping[str, Any]]) -> None:
    """Refuses a tag key starting with ``aws:`` (any case): DynamoDB keeps that prefix for tags AWS assigns."""
    for tag in tags:
        if str(tag.get("Key", "")).lower().startswith("aws:"):
            raise invalid(f"Tag keys starting with aws: are reserved for AWS-assigned tags: {tag.get('Key')}")


def _tags_checked(tags: Iterable[Mapping[str, Any]]) -> tuple[Mapping[str, Any], ...]:
    checked = tuple(tags)
    check_tag_keys(checked)
    return checked


def not_found(name: str | None = None) -> AwsError:
    if name is None:
        return AwsError("ResourceNotFoundException", "Requested resource not found", status=400)
    return AwsError(
        "ResourceNotFoundException", f"Requested resource not found: Table: {name} not found", status=400
    )


def as_datetime(ts: float) -> datetime:
    return datetime.fromtimestamp(ts, tz=timezone.utc)


@dataclass(slots=True)
class IndexDef:
    """A GSI or LSI: its key schema and which attributes it projects."""

    name: str
    local: bool
    schema: KeySchema
    projection_type: str
    non_key: tuple[str, ...]
    table_schema: KeySchema
    arn: str
    spec: IndexSpec

    @property
    def projects_all(self) -> bool:
        return self.projection_type == "ALL"

    @property
    def key_names(self) -> tuple[str, ...]:
        names = list(self.table_schema.names)
        for name in self.schema.names:
            if name not in names:
                names.append(name)
        return tuple(names)

    def project(self, item: Item) -> Item:
        if self.projection_type == "ALL":
            return item
        keep = set(self.key_names)
        if self.projection_type == "INCLUDE":
            keep.update(self.non_key)
        return {name: value for name, value in item.items() if name in keep}

    def projected_names(self) -> set[str] | None:
        """Attribute names the index holds (None = all)."""
        if self.projection_type == "ALL":
            return None
        names = set(self.key_names)
        if self.projection_type == "INCLUDE":
            names.update(self.non_key)
        return names


@dataclass(slots=True)
class TableDef:
    """A table's definition as the item operations need it."""

    tid: int
    account_id: str
    region: str
    name: str
    definition: TableMeta
    schema: KeySchema = field(init=False)
    indexes: dict[str, IndexDef] = field(init=False)
    attribute_types: dict[str, str] = field(init=False)
    #: (stream id, view type) while the table's stream is enabled (every write reads it).
    stream: tuple[int, str] | None = field(init=False)
    #: The TTL attribute while TTL is enabled (every write reads it).
    ttl_attribute: str | None = field(init=False)

    def __post_init__(self) -> None:
        definition = self.definition
        stream = definition.stream
        self.stream = (int(stream.id), stream.view_type) if stream is not None and stream.enabled else None
        self.ttl_attribute = definition.ttl_attribute
        self.attribute_types = definition.attribute_types
        self.schema = schema_of(definition.key_schema, self.attribute_types)
        self.indexes = {}
        for local, group in ((False, definition.gsis), (True, definition.lsis)):
            for spec in group:
                projection = spec.projection or Projection()
                self.indexes[spec.index_name] = IndexDef(
                    name=spec.index_name,
                    local=local,
                    schema=schema_of(spec.key_schema, self.attribute_types),
                    projection_type=projection.projection_type or "ALL",
                    non_key=projection.non_key_attributes or (),
                    table_schema=self.schema,
                    arn=f"{self.arn}/index/{spec.index_name}",
                    spec=spec,
                )

    @property
    def arn(self) -> str:
        return f"arn:aws:dynamodb:{self.region}:{self.account_id}:table/{self.name}"

    @property
    def key_types(self) -> dict[str, str]:
        return self.schema.types

    def index_key_types(self) -> dict[str, tuple[str, str]]:
        """Attribute name -> (type, index name) for every index key attribute that is not a table key."""
        found: dict[str, tuple[str, str]] = {}
        for index in self.indexes.values():
            for name, kind in index.schema.types.items():
                if name not in self.schema.names:
                    found.setdefault(name, (kind, index.name))
        return found


def schema_of(key_schema: Iterable[KeyElement], types: dict[str, str]) -> KeySchema:
    hashes = [e.attribute_name for e in key_schema if e.key_type == "HASH"]
    ranges = [e.attribute_name for e in key_schema if e.key_type == "RANGE"]
    range_name = ranges[0] if ranges else None
    # the expression package (key conditions) is imported by the first table read, not when DynamoDB is built
    from labcloud.services.dynamodb.expressions import KeySchema

    return KeySchema(
        hashes[0],
        types.get(hashes[0], "S"),
        range_name,
        types.get(range_name, "S") if range_name else None,
        tuple((n, types.get(n, "S")) for n in hashes[1:]),
        tuple((n, types.get(n, "S")) for n in ranges[1:]),
    )


#: A GSI key may have up to four partition and four sort attributes (multi-attribute keys).
MAX_GSI_KEY_PARTS = 4


def _check_gsi_key_schema(key_schema: list[dict[str, Any]]) -> None:
    if not key_schema or key_schema[0].get("KeyType") != "HASH":
        raise validation("Invalid KeySchema: The first KeySchemaElement is not a HASH key type")
    kinds = [e.get("KeyType") for e in key_schema]
    first_range = kinds.index("RANGE") if "RANGE" in kinds else len(kinds)
    if "HASH" in kinds[first_range:]:
        raise invalid("All HASH key attributes must precede RANGE key attributes in the KeySchema")
    for kind in ("HASH", "RANGE"):
        if kinds.count(kind) > MAX_GSI_KEY_PARTS:
            raise invalid(f"The KeySchema exceeds the maximum allowed number of {kind} key attributes")
    names = [e["AttributeName"] for e in key_schema]
    if len(set(names)) != len(names):
        raise validation("The KeySchema contains multiple key attributes with the same name")


# ---------------------------------------------------------------------------------- validation


def _check_key_schema(key_schema: list[dict[str, Any]], what: str = "") -> None:
    if not key_schema or key_schema[0].get("KeyType") != "HASH":
        raise validation("Invalid KeySchema: The first KeySchemaElement is not a HASH key type")
    if len(key_schema) > 1:
        if key_schema[1].get("KeyType") != "RANGE":
            raise validation("Invalid KeySchema: The second KeySchemaElement is not a RANGE key type")
        if key_schema[0]["AttributeName"] == key_schema[1]["AttributeName"]:
            raise validation(
                "Both the Hash Key and the Range Key element in the KeySchema have the same name"
            )
    if len(key_schema) > 2:  # only a GSI key may have more attributes (multi-attribute keys)
        kind = "HASH" if [e.get("KeyType") for e in key_schema].count("HASH") > 1 else "RANGE"
        raise invalid(f"The KeySchema exceeds the maximum allowed number of {kind} key attributes")


def _check_projection(index_name: str, projection: dict[str, Any] | None) -> dict[str, Any]:
    if not projection or "ProjectionType" not in projection:
        if projection and projection.get("NonKeyAttributes"):
            raise invalid(
                f"NonKeyAttributes is specified for index {index_name}, but ProjectionType is not specified"
            )
        return {"ProjectionType": "ALL"} if projection is None else {"ProjectionType": "ALL", **projection}
    kind = projection["ProjectionType"]
    if kind != "INCLUDE" and projection.get("NonKeyAttributes"):
        raise invalid(f"ProjectionType is {kind}, but NonKeyAttributes is specified")
    if kind == "INCLUDE" and not projection.get("NonKeyAttributes"):
        raise invalid("ProjectionType is INCLUDE, but NonKeyAttributes is not specified")
    return dict(projection)


def _throughput(spec: Mapping[str, Any] | None) -> Throughput:
    spec = spec or {}
    return Throughput(int(spec.get("ReadCapacityUnits", 0)), int(spec.get("WriteCapacityUnits", 0)))


def check_index_billing(meta: TableMeta, updates: list[dict[str, Any]], previous_billing: str) -> TableMeta:
    """UpdateTable's billing mode and its global secondary indexes, after the updates are applied to
    ``meta``: a change to PROVISIONED needs every index's throughput in the same call (an ``Update``
    naming it; a ``Create`` carries its own), a change to PAY_PER_REQUEST resets every index's to 0,
    and an on-demand table's index takes no throughput. Answers ``meta`` with those resets."""
    billing = meta.billing
    given = {
        u["Update"]["IndexName"]
        for u in updates
        if u.get("Update") and u["Update"].get("ProvisionedThroughput")
    } | {u["Create"]["IndexName"] for u in updates if u.get("Create")}
    indexes = meta.gsis
    if billing == "PROVISIONED" and previous_billing == "PAY_PER_REQUEST":
        for index in indexes:
            if index.index_name not in given:
                raise invalid(f"ProvisionedThroughput must be specified for index: {index.index_name}")
    if billing == "PAY_PER_REQUEST":
        for update in updates:
            if update.get("Update") and update["Update"].get("ProvisionedThroughput"):
                name = update["Update"]["IndexName"]
                raise invalid(
                    f"ProvisionedThroughput should not be specified for index: {name} "
                    "when BillingMode is PAY_PER_REQUEST"
                )
        if meta.global_secondary_indexes is not None:
            meta = replace(
                meta,
                global_secondary_indexes=tuple(
                    replace(index, provisioned_throughput=ZERO_THROUGHPUT) for index in indexes
                ),
            )
    return meta


def check_gsi(spec: dict[str, Any], billing: str, types: dict[str, str]) -> IndexSpec:
    name = spec["IndexName"]
    _check_gsi_key_schema(spec["KeySchema"])
    for element in spec["KeySchema"]:
        if element["AttributeName"] not in types:
            raise invalid(
                "Some index key attributes are not defined in AttributeDefinitions. "
                f"Keys: [{', '.join(e['AttributeName'] for e in spec['KeySchema'])}], "
                f"AttributeDefinitions: [{', '.join(types)}]"
            )
    stored = IndexSpec(
        index_name=name,
        key_schema=key_schema_from(spec["KeySchema"]),
        projection=Projection.from_doc(_check_projection(name, spec.get("Projection"))),
        index_status="ACTIVE",
    )
    if billing == "PROVISIONED":
        if not spec.get("ProvisionedThroughput"):
            raise invalid(f"ProvisionedThroughput must be specified for index: {name}")
        stored = replace(stored, provisioned_throughput=_throughput(spec["ProvisionedThroughput"]))
    elif spec.get("ProvisionedThroughput"):
        raise invalid(
            f"ProvisionedThroughput should not be specified for index: {name} when BillingMode is PAY_PER_REQUEST"
        )
    return index_reported(spec, stored)


def validate_create(params: dict[str, Any]) -> TableMeta:
    """Check a CreateTable request; return the table's stored definition."""
    name = params["TableName"]
    # botocore's model marks only TableName required, but DynamoDB's front end still demands both
    absent = [
        f"Value null at '{member}' failed to satisfy constraint: Member must not be null"
        for member, key in (("attributeDefinitions", "AttributeDefinitions"), ("keySchema", "KeySchema"))
        if params.get(key) is None
    ]
    if absent:
        noun = "error" if len(absent) == 1 else "errors"
        raise validation(f"{len(absent)} validation {noun} detected: " + "; ".join(absent))
    refuse_unsupported(params)
    definitions = params["AttributeDefinitions"]
    key_schema = params["KeySchema"]
    _check_key_schema(key_schema)
    types: dict[str, str] = {}
    for definition in definitions:
        if definition["AttributeName"] in types:
            raise invalid("Duplicate AttributeName in AttributeDefinitions: " + definition["AttributeName"])
        types[definition["AttributeName"]] = definition["AttributeType"]
    missing = [e["AttributeName"] for e in key_schema if e["AttributeName"] not in types]
    if missing:
        raise invalid(
            "Some index key attributes are not defined in AttributeDefinitions. "
            f"Keys: [{', '.join(e['AttributeName'] for e in key_schema)}], AttributeDefinitions: [{', '.join(types)}]"
        )
    billing = params.get("BillingMode") or "PROVISIONED"
    throughput = params.get("ProvisionedThroughput")
    if billing == "PROVISIONED" and not throughput:
        raise invalid(
            "ReadCapacityUnits and WriteCapacityUnits must both be specified when BillingMode is PROVISIONED"
        )
    if billing == "PAY_PER_REQUEST" and throughput:
        raise invalid(
            "Neither ReadCapacityUnits nor WriteCapacityUnits can be specified when BillingMode is PAY_PER_REQUEST"
        )

    used = {e["AttributeName"] for e in key_schema}
    table_schema = schema_of(key_schema_from(key_schema), types)
    seen_indexes: set[str] = set()
    gsis: list[IndexSpec] = []
    lsis: list[IndexSpec] = []
    for spec in params.get("LocalSecondaryIndexes") or []:
        index_name = spec["IndexName"]
        if index_name in seen_indexes:
            raise invalid(f"Duplicate index name: {index_name}")
        seen_indexes.add(index_name)
        if table_schema.range_name is None:
            raise invalid(
                "Table KeySchema does not have a range key, which is required when specifying a LocalSecondaryIndex"
            )
        _check_key_schema(spec["KeySchema"])
        index_hash = spec["KeySchema"][0]["AttributeName"]
        if index_hash != table_schema.hash_name:
            raise invalid(
                f"Index KeySchema does not have the same leading hash key as table KeySchema for index: {index_name}. "
                f"index hash key: {index_hash}, table hash key: {table_schema.hash_name}"
            )
        if len(spec["KeySchema"]) != 2:
            raise invalid(f"Index KeySchema must have a range key for index: {index_name}")
        for element in spec["KeySchema"]:
            if element["AttributeName"] not in types:
                raise invalid(
                    "Some index key attributes are not defined in AttributeDefinitions. "
                    f"Keys: [{', '.join(e['AttributeName'] for e in spec['KeySchema'])}], "
                    f"AttributeDefinitions: [{', '.join(types)}]"
                )
            used.add(element["AttributeName"])
        lsis.append(
            IndexSpec(
                index_name=index_name,
                key_schema=key_schema_from(spec["KeySchema"]),
                projection=Projection.from_doc(_check_projection(index_name, spec.get("Projection"))),
            )
        )
    for spec in params.get("GlobalSecondaryIndexes") or []:
        index_name = spec["IndexName"]
        if index_name in seen_indexes:
            raise invalid(f"Duplicate index name: {index_name}")
        seen_indexes.add(index_name)
        gsis.append(check_gsi(spec, billing, types))
        used.update(e["AttributeName"] for e in spec["KeySchema"])
    if len(gsis) > MAX_GSIS:
        raise validation(
            f"One or more parameter values were invalid: GlobalSecondaryIndex count exceeds the per-table limit of {MAX_GSIS}"
        )
    if len(lsis) > MAX_LSIS:
        raise validation(
            f"One or more parameter values were invalid: LocalSecondaryIndex count exceeds the per-table limit of {MAX_LSIS}"
        )
    unused = [n for n in types if n not in used]
    if unused:
        if not gsis and not lsis:
            raise invalid(
                "Number of attributes in KeySchema does not exactly match number of attributes defined in AttributeDefinitions"
            )
        raise invalid(
            f"Some AttributeDefinitions are not used. AttributeDefinitions: [{', '.join(types)}], "
            f"keys used: [{', '.join(sorted(used))}]"
        )
    meta = TableMeta(
        table_name=name,
        table_id=str(uuid.uuid4()),
        attribute_definitions=tuple(AttributeDefinition.from_doc(d) for d in definitions),
        key_schema=key_schema_from(key_schema),
        created=clock.now(),
        billing_mode=billing,
        provisioned_throughput=_throughput(throughput),
        global_secondary_indexes=tuple(gsis),
        local_secondary_indexes=tuple(lsis),
        ttl=TtlSetting(),
        tags=tags_from(_tags_checked(params.get("Tags") or ())),
        table_class="STANDARD",
        deletion_protection_enabled=False,
    )
    create_view_type(params.get("StreamSpecification"))  # checked here; the provider opens the stream
    return apply_reported(meta, params)


# ---------------------------------------------------------------------------------- descriptions


def _index_description(index: IndexDef, spec: IndexSpec, counts: dict[str | None, tuple[int, int]]) -> Doc:
    count, bytes_ = counts.get(index.name, (0, 0))
    return {
        "IndexName": index.name,
        "KeySchema": key_schema_doc(spec.key_schema),
        "Projection": None if spec.projection is None else spec.projection.to_doc(),
        "IndexSizeBytes": bytes_,
        "ItemCount": count,
        "IndexArn": index.arn,
    }


def describe(
    table: TableDef,
    status: str,
    counts: dict[str | None, tuple[int, int]],
    index_status: dict[str, str] | None = None,
) -> dict[str, Any]:
    """The TableDescription structure. ``counts`` maps None (the table) / index name to (items, bytes)."""
    meta = table.definition
    billing = meta.billing
    items, size = counts.get(None, (0, 0))
    throughput = meta.provisioned_throughput or ZERO_THROUGHPUT
    description: dict[str, Any] = {
        "AttributeDefinitions": [d.to_doc() for d in meta.attribute_definitions],
        "TableName": table.name,
        "KeySchema": key_schema_doc(meta.key_schema),
        "TableStatus": status,
        "CreationDateTime": as_datetime(meta.created),
        "ProvisionedThroughput": {"NumberOfDecreasesToday": 0, **throughput.to_doc()},
        "TableSizeBytes": size,
        "ItemCount": items,
        "TableArn": table.arn,
        "TableId": meta.table_id,
        "DeletionProtectionEnabled": meta.deletion_protection_enabled or False,
        "TableClassSummary": {"TableClass": meta.table_class or "STANDARD"},
    }
    if billing == "PAY_PER_REQUEST":
        changed = meta.created if meta.billing_changed is None else meta.billing_changed
        description["BillingModeSummary"] = {
            "BillingMode": "PAY_PER_REQUEST",
            "LastUpdateToPayPerRequestDateTime": as_datetime(changed),
        }
    describe_reported(description, meta, table.account_id, table.region)
    describe_stream(description, meta)
    global_view.describe(description, meta, table.region)
    if meta.restore_summary is not None:
        description["RestoreSummary"] = {
            **meta.restore_summary.to_doc(),
            "RestoreDateTime": as_datetime(meta.restore_summary.restore_date_time),
        }
    lsis = [_index_description(table.indexes[spec.index_name], spec, counts) for spec in meta.lsis]
    if lsis:
        description["LocalSecondaryIndexes"] = lsis
    gsis = []
    for spec in meta.gsis:
        index = table.indexes[spec.index_name]
        gsi = _index_description(index, spec, counts)
        gsi["IndexStatus"] = (index_status or {}).get(index.name, spec.index_status or "ACTIVE")
        gsi["ProvisionedThroughput"] = {
            "NumberOfDecreasesToday": 0,
            **(spec.provisioned_throughput or ZERO_THROUGHPUT).to_doc(),
        }
        if spec.on_demand_throughput is not None and spec.on_demand_throughput.to_doc():
            gsi["OnDemandThroughput"] = spec.on_demand_throughput.to_doc()
        warm = warm_description(spec.warm_throughput, billing)
        if warm is not None:
            gsi["WarmThroughput"] = warm
        gsis.append(gsi)
    if gsis:
        description["GlobalSecondaryIndexes"] = gsis
    return description
