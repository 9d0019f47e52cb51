"""Table metadata: definitions (key schema, indexes, billing, TTL, tags), validation and descriptions.

A table's definition lives as one JSON document in ``ddb_tables.meta``; :class:`TableDef` is its
parsed, ready-to-use form (key schema, index definitions with projections). ``validate_create``
checks a CreateTable request the way DynamoDB does and returns the document to store.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.services.dynamodb.expressions import KeySchema
from labcloud.services.dynamodb.settings import (
    apply_reported,
    describe_reported,
    index_reported,
    refuse_unsupported,
    warm_description,
)
from labcloud.services.dynamodb.streams import create_view_type
from labcloud.services.dynamodb.streams import describe as describe_stream

AttributeValue = dict[str, Any]
Item = dict[str, AttributeValue]

MAX_GSIS = 20
MAX_LSIS = 5


def validation(message: str) -> AwsError:
    return AwsError("ValidationException", message, status=400)


def invalid(message: str) -> AwsError:
    return validation(f"One or more parameter values were invalid: {message}")


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
    spec: dict[str, Any]

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
    meta: dict[str, Any]
    schema: KeySchema = field(init=False)
    indexes: dict[str, IndexDef] = field(init=False)
    attribute_types: dict[str, str] = field(init=False)

    def __post_init__(self) -> None:
        self.attribute_types = {
            d["AttributeName"]: d["AttributeType"] for d in self.meta["AttributeDefinitions"]
        }
        self.schema = schema_of(self.meta["KeySchema"], self.attribute_types)
        self.indexes = {}
        for local, group in ((False, "GlobalSecondaryIndexes"), (True, "LocalSecondaryIndexes")):
            for spec in self.meta.get(group) or []:
                projection = spec.get("Projection") or {}
                self.indexes[spec["IndexName"]] = IndexDef(
                    name=spec["IndexName"],
                    local=local,
                    schema=schema_of(spec["KeySchema"], self.attribute_types),
                    projection_type=projection.get("ProjectionType", "ALL"),
                    non_key=tuple(projection.get("NonKeyAttributes") or ()),
                    table_schema=self.schema,
                    arn=f"{self.arn}/index/{spec['IndexName']}",
                    spec=spec,
                )

    @property
    def arn(self) -> str:
        return f"arn:aws:dynamodb:{self.region}:{self.account_id}:table/{self.name}"

    @property
    def stream(self) -> tuple[int, str] | None:
        """(stream id, view type) while the table's stream is enabled."""
        stream = self.meta.get("Stream")
        if not stream or not stream.get("Enabled"):
            return None
        return int(stream["Id"]), str(stream["ViewType"])

    @property
    def ttl_attribute(self) -> str | None:
        ttl = self.meta.get("Ttl") or {}
        return ttl.get("AttributeName") if ttl.get("Enabled") else None

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


def schema_of(key_schema: list[dict[str, str]], types: dict[str, str]) -> KeySchema:
    hashes = [e["AttributeName"] for e in key_schema if e["KeyType"] == "HASH"]
    ranges = [e["AttributeName"] for e in key_schema if e["KeyType"] == "RANGE"]
    range_name = ranges[0] if ranges else None
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


def _throughput(spec: dict[str, Any] | None) -> dict[str, int]:
    spec = spec or {}
    return {
        "ReadCapacityUnits": int(spec.get("ReadCapacityUnits", 0)),
        "WriteCapacityUnits": int(spec.get("WriteCapacityUnits", 0)),
    }


def check_index_billing(meta: dict[str, Any], updates: list[dict[str, Any]], previous_billing: str) -> None:
    """UpdateTable's billing mode and its global secondary indexes, after the updates are applied to
    ``meta``: a change to PROVISIONED needs every index's throughput in the same call (an ``Update``
    naming it; a ``Create`` carries its own), a change to PAY_PER_REQUEST resets every index's to 0,
    and an on-demand table's index takes no throughput."""
    billing = meta.get("BillingMode", "PROVISIONED")
    given = {
        u["Update"]["IndexName"]
        for u in updates
        if u.get("Update") and u["Update"].get("ProvisionedThroughput")
    } | {u["Create"]["IndexName"] for u in updates if u.get("Create")}
    indexes = meta.get("GlobalSecondaryIndexes") or []
    if billing == "PROVISIONED" and previous_billing == "PAY_PER_REQUEST":
        for index in indexes:
            if index["IndexName"] not in given:
                raise invalid(f"ProvisionedThroughput must be specified for index: {index['IndexName']}")
    if billing == "PAY_PER_REQUEST":
        for update in updates:
            if update.get("Update") and update["Update"].get("ProvisionedThroughput"):
                name = update["Update"]["IndexName"]
                raise invalid(
                    f"ProvisionedThroughput should not be specified for index: {name} "
                    "when BillingMode is PAY_PER_REQUEST"
                )
        for index in indexes:
            index["ProvisionedThroughput"] = {"ReadCapacityUnits": 0, "WriteCapacityUnits": 0}


def check_gsi(spec: dict[str, Any], billing: str, types: dict[str, str]) -> dict[str, Any]:
    name = spec["IndexName"]
    _check_gsi_key_schema(spec["KeySchema"])
    for element in spec["KeySchema"]:
        if element["AttributeName"] not in types:
            raise invalid(
                "Some index key attributes are not defined in AttributeDefinitions. "
                f"Keys: [{', '.join(e['AttributeName'] for e in spec['KeySchema'])}], "
                f"AttributeDefinitions: [{', '.join(types)}]"
            )
    stored: dict[str, Any] = {
        "IndexName": name,
        "KeySchema": spec["KeySchema"],
        "Projection": _check_projection(name, spec.get("Projection")),
        "IndexStatus": "ACTIVE",
    }
    if billing == "PROVISIONED":
        if not spec.get("ProvisionedThroughput"):
            raise invalid(f"ProvisionedThroughput must be specified for index: {name}")
        stored["ProvisionedThroughput"] = _throughput(spec["ProvisionedThroughput"])
    elif spec.get("ProvisionedThroughput"):
        raise invalid(
            f"ProvisionedThroughput should not be specified for index: {name} when BillingMode is PAY_PER_REQUEST"
        )
    index_reported(spec, stored)
    return stored


def validate_create(params: dict[str, Any]) -> dict[str, Any]:
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
    table_schema = schema_of(key_schema, types)
    seen_indexes: set[str] = set()
    gsis: list[dict[str, Any]] = []
    lsis: list[dict[str, Any]] = []
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
            {
                "IndexName": index_name,
                "KeySchema": spec["KeySchema"],
                "Projection": _check_projection(index_name, spec.get("Projection")),
            }
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
    now = clock.now()
    meta: dict[str, Any] = {
        "TableName": name,
        "TableId": str(uuid.uuid4()),
        "AttributeDefinitions": definitions,
        "KeySchema": key_schema,
        "Created": now,
        "BillingMode": billing,
        "ProvisionedThroughput": _throughput(throughput),
        "GlobalSecondaryIndexes": gsis,
        "LocalSecondaryIndexes": lsis,
        "Ttl": {},
        "Tags": list(params.get("Tags") or []),
        "TableClass": "STANDARD",
        "DeletionProtectionEnabled": False,
    }
    apply_reported(meta, params)
    create_view_type(params.get("StreamSpecification"))  # checked here; the provider opens the stream
    return meta


# ---------------------------------------------------------------------------------- descriptions


def describe(
    table: TableDef,
    status: str,
    counts: dict[str | None, tuple[int, int]],
    index_status: dict[str, str] | None = None,
) -> dict[str, Any]:
    """The TableDescription structure. ``counts`` maps None (the table) / index name to (items, bytes)."""
    meta = table.meta
    created = as_datetime(meta["Created"])
    billing = meta.get("BillingMode", "PROVISIONED")
    items, size = counts.get(None, (0, 0))
    description: dict[str, Any] = {
        "AttributeDefinitions": meta["AttributeDefinitions"],
        "TableName": table.name,
        "KeySchema": meta["KeySchema"],
        "TableStatus": status,
        "CreationDateTime": created,
        "ProvisionedThroughput": {"NumberOfDecreasesToday": 0, **meta["ProvisionedThroughput"]},
        "TableSizeBytes": size,
        "ItemCount": items,
        "TableArn": table.arn,
        "TableId": meta["TableId"],
        "DeletionProtectionEnabled": meta.get("DeletionProtectionEnabled", False),
        "TableClassSummary": {"TableClass": meta.get("TableClass", "STANDARD")},
    }
    if billing == "PAY_PER_REQUEST":
        description["BillingModeSummary"] = {
            "BillingMode": "PAY_PER_REQUEST",
            "LastUpdateToPayPerRequestDateTime": as_datetime(meta.get("BillingChanged", meta["Created"])),
        }
    describe_reported(description, meta, table.account_id, table.region)
    describe_stream(description, meta)
    if meta.get("RestoreSummary"):
        description["RestoreSummary"] = {
            **meta["RestoreSummary"],
            "RestoreDateTime": as_datetime(meta["RestoreSummary"]["RestoreDateTime"]),
        }
    lsis = []
    for spec in meta.get("LocalSecondaryIndexes") or []:
        index = table.indexes[spec["IndexName"]]
        count, bytes_ = counts.get(index.name, (0, 0))
        lsis.append(
            {
                "IndexName": index.name,
                "KeySchema": spec["KeySchema"],
                "Projection": spec["Projection"],
                "IndexSizeBytes": bytes_,
                "ItemCount": count,
                "IndexArn": index.arn,
            }
        )
    if lsis:
        description["LocalSecondaryIndexes"] = lsis
    gsis = []
    for spec in meta.get("GlobalSecondaryIndexes") or []:
        index = table.indexes[spec["IndexName"]]
        count, bytes_ = counts.get(index.name, (0, 0))
        gsi = {
            "IndexName": index.name,
            "KeySchema": spec["KeySchema"],
            "Projection": spec["Projection"],
            "IndexStatus": (index_status or {}).get(index.name, spec.get("IndexStatus", "ACTIVE")),
            "ProvisionedThroughput": {
                "NumberOfDecreasesToday": 0,
                **_throughput(spec.get("ProvisionedThroughput")),
            },
            "IndexSizeBytes": bytes_,
            "ItemCount": count,
            "IndexArn": index.arn,
        }
        if spec.get("OnDemandThroughput"):
            gsi["OnDemandThroughput"] = spec["OnDemandThroughput"]
        warm = warm_description(spec.get("WarmThroughput"), billing)
        if warm is not None:
            gsi["WarmThroughput"] = warm
        gsis.append(gsi)
    if gsis:
        description["GlobalSecondaryIndexes"] = gsis
    return description
