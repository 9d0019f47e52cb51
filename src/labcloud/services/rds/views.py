"""Documents as RDS answers them: DBCluster, DBInstance, DBSubnetGroup and the parameter groups (wire
member names; labcloud's own keys, under ``_``, never shown)."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

Doc = dict[str, Any]
HOST = "127.0.0.1"
ZONE_ID = "Z2R2ITUGPM61AM"


def when(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, timezone.utc)


def public(doc: Doc) -> Doc:
    return {k: v for k, v in doc.items() if not k.startswith("_")}


def subnet_group(doc: Doc) -> Doc:
    return public(doc)


def cluster(doc: Doc, status: str, members: list[Doc]) -> Doc:
    out = public(doc)
    out["Status"] = status
    out["ClusterCreateTime"] = when(float(doc["_created"]))
    out["EarliestRestorableTime"] = when(float(doc["_created"]))
    out["LatestRestorableTime"] = when(float(doc["_created"]))
    out["Endpoint"] = HOST
    out["ReaderEndpoint"] = HOST
    out["DBClusterMembers"] = [
        {
            "DBInstanceIdentifier": m["DBInstanceIdentifier"],
            "IsClusterWriter": i == 0,
            "DBClusterParameterGroupStatus": "in-sync",
            "PromotionTier": int(m.get("PromotionTier", 1)),
        }
        for i, m in enumerate(members)
    ]
    return out


def instance(doc: Doc, status: str, port: int) -> Doc:
    out = public(doc)
    out["DBInstanceStatus"] = status
    out["InstanceCreateTime"] = when(float(doc["_created"]))
    if status not in ("creating",):
        out["Endpoint"] = {"Address": HOST, "Port": port, "HostedZoneId": ZONE_ID}
    return out


def parameter_group(doc: Doc) -> Doc:
    return public(doc)


def cluster_snapshot(doc: Doc) -> Doc:
    out = public(doc)
    out["SnapshotCreateTime"] = when(float(doc["_created"]))
    out["ClusterCreateTime"] = when(float(doc["_source_created"]))
    return out


def snapshot(doc: Doc) -> Doc:
    out = public(doc)
    out["SnapshotCreateTime"] = when(float(doc["_created"]))
    out["OriginalSnapshotCreateTime"] = when(float(doc["_created"]))
    out["InstanceCreateTime"] = when(float(doc["_source_created"]))
    return out


def proxy(doc: Doc) -> Doc:
    out = public(doc)
    out["CreatedDate"] = when(float(doc["_created"]))
    out["UpdatedDate"] = when(float(doc["_updated"]))
    return out
