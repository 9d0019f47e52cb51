"""What DescribeTable shows of a global table: ``GlobalTableVersion`` and ``Replicas`` (the other members),
read from the ``GlobalTable`` document every member keeps (``replication.py`` writes it)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from labcloud.services.dynamodb.table_meta import TableMeta

CURRENT = "2019.11.21"
LEGACY = "2017.11.29"

Replicas = dict[str, dict[str, Any]]


def version(meta: TableMeta) -> str | None:
    return None if meta.global_table is None else str(meta.global_table["Version"])


def members(meta: TableMeta) -> Replicas:
    """Every member's settings by region (this table's own included); empty for a regional table."""
    if meta.global_table is None:
        return {}
    return {region: dict(settings) for region, settings in meta.global_table["Replicas"].items()}


def describe(description: dict[str, Any], meta: TableMeta, region: str) -> None:
    """Add GlobalTableVersion and Replicas (the other members) to a 2019.11.21 member's TableDescription."""
    if version(meta) != CURRENT:
        return
    description["GlobalTableVersion"] = CURRENT
    description["Replicas"] = [
        replica_description(other, settings, meta)
        for other, settings in sorted(members(meta).items())
        if other != region
    ]


def replica_description(region: str, settings: Mapping[str, Any], meta: TableMeta) -> dict[str, Any]:
    answer: dict[str, Any] = {"RegionName": region, "ReplicaStatus": settings.get("ReplicaStatus", "ACTIVE")}
    if settings.get("ReplicaStatus") == "CREATING":
        answer["ReplicaStatusPercentProgress"] = "0"
    if settings.get("KMSMasterKeyId"):
        answer["KMSMasterKeyId"] = settings["KMSMasterKeyId"]
    if settings.get("OnDemandThroughputOverride"):
        answer["OnDemandThroughputOverride"] = settings["OnDemandThroughputOverride"]
    overrides = settings.get("GlobalSecondaryIndexes") or {}
    indexes = []
    for spec in meta.gsis:
        index: dict[str, Any] = {"IndexName": spec.index_name}
        if overrides.get(spec.index_name):
            index["OnDemandThroughputOverride"] = overrides[spec.index_name]
        indexes.append(index)
    if indexes:
        answer["GlobalSecondaryIndexes"] = indexes
    if settings.get("TableClass"):
        answer["ReplicaTableClassSummary"] = {"TableClass": settings["TableClass"]}
    return answer
