"""AWS::S3::Bucket's ``ReplicationConfiguration``: CloudFormation's shape (``Id``, ``TagFilter``...) turned
into PutBucketReplication's, applied after the bucket's versioning when a stack creates or updates the
bucket, and deleted when an update removes it. S3 checks what it is given (versioning on both buckets,
the role, the rules): what it refuses fails the resource with S3's message."""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import ResourceCall


def _tag(spec: dict[str, Any]) -> dict[str, Any]:
    return {"Key": spec["Key"], "Value": spec["Value"]}


def _filter(spec: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if "Prefix" in spec:
        out["Prefix"] = spec["Prefix"]
    if "TagFilter" in spec:
        out["Tag"] = _tag(spec["TagFilter"])
    if "And" in spec:
        both = spec["And"]
        out["And"] = {
            **({"Prefix": both["Prefix"]} if "Prefix" in both else {}),
            **({"Tags": [_tag(t) for t in both["TagFilters"]]} if "TagFilters" in both else {}),
        }
    return out


def _minutes(spec: dict[str, Any], member: str) -> dict[str, Any]:
    out: dict[str, Any] = {"Status": spec["Status"]}
    if member in spec:
        out[member] = {"Minutes": int(spec[member]["Minutes"])}
    return out


def _destination(spec: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {"Bucket": spec["Bucket"]}
    for member in ("Account", "StorageClass", "AccessControlTranslation"):
        if member in spec:
            out[member] = spec[member]
    if "EncryptionConfiguration" in spec:
        out["EncryptionConfiguration"] = {
            "ReplicaKmsKeyID": spec["EncryptionConfiguration"]["ReplicaKmsKeyID"]
        }
    if "ReplicationTime" in spec:
        out["ReplicationTime"] = _minutes(spec["ReplicationTime"], "Time")
    if "Metrics" in spec:
        out["Metrics"] = _minutes(spec["Metrics"], "EventThreshold")
    return out


def _rule(spec: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {"Status": spec["Status"], "Destination": _destination(spec["Destination"])}
    if "Id" in spec:
        out["ID"] = spec["Id"]
    if "Priority" in spec:
        out["Priority"] = int(spec["Priority"])
    if "Prefix" in spec:
        out["Prefix"] = spec["Prefix"]
    if "Filter" in spec:
        out["Filter"] = _filter(spec["Filter"])
    if "DeleteMarkerReplication" in spec:
        out["DeleteMarkerReplication"] = {"Status": spec["DeleteMarkerReplication"]["Status"]}
    if "SourceSelectionCriteria" in spec:
        out["SourceSelectionCriteria"] = spec["SourceSelectionCriteria"]
    return out


def replication_configuration(spec: dict[str, Any]) -> dict[str, Any]:
    return {"Role": spec["Role"], "Rules": [_rule(r) for r in spec.get("Rules") or []]}


async def remove(rc: ResourceCall, name: str, old: dict[str, Any], new: dict[str, Any]) -> None:
    """An update dropping the configuration deletes it first (S3 keeps versioning while one is there)."""
    if old.get("ReplicationConfiguration") and not new.get("ReplicationConfiguration"):
        await rc.call("s3", "DeleteBucketReplication", {"Bucket": name})


async def configure(rc: ResourceCall, name: str, old: dict[str, Any], new: dict[str, Any]) -> None:
    """Apply the configuration where it changed (after the bucket's versioning)."""
    wanted = new.get("ReplicationConfiguration")
    if wanted and old.get("ReplicationConfiguration") != wanted:
        configuration = replication_configuration(wanted)
        await rc.call(
            "s3", "PutBucketReplication", {"Bucket": name, "ReplicationConfiguration": configuration}
        )
