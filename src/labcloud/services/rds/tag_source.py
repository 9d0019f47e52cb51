"""RDS's clusters, instances, subnet groups, parameter groups and snapshots as tagged resources for the Tagging API
(``tag_sources.py``): listed from its own records, tagged through AddTagsToResource and
RemoveTagsFromResource (by ARN)."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.rds.state import RdsState
from labcloud.tag_sources import TagCall, Tagged, TagSource, arn_prefix

#: kind → (the Tagging API's resource type, the ARN's resource prefix, the document's ARN member).
_KINDS = {
    "cluster": ("rds:cluster", "cluster:", "DBClusterArn"),
    "instance": ("rds:db", "db:", "DBInstanceArn"),
    "subnet-group": ("rds:subgrp", "subgrp:", "DBSubnetGroupArn"),
    "cluster-pg": ("rds:cluster-pg", "cluster-pg:", "DBClusterParameterGroupArn"),
    "pg": ("rds:pg", "pg:", "DBParameterGroupArn"),
    "cluster-snapshot": ("rds:cluster-snapshot", "cluster-snapshot:", "DBClusterSnapshotArn"),
    "snapshot": ("rds:snapshot", "snapshot:", "DBSnapshotArn"),
    "proxy": ("rds:db-proxy", "db-proxy:", "DBProxyArn"),
}


def tag_sources(state: RdsState) -> tuple[TagSource, ...]:
    def source(kind: str) -> TagSource:
        resource_type, prefix, member = _KINDS[kind]

        def resources(account_id: str, region: str) -> Iterator[Tagged]:
            for doc in state.records.listed(kind, account_id, region):
                yield Tagged(str(doc[member]), {t["Key"]: t["Value"] for t in doc.get("TagList") or []})

        def tag(arn: str, tags: dict[str, str]) -> TagCall:
            listed = [{"Key": k, "Value": v} for k, v in tags.items()]
            return TagCall("rds", "AddTagsToResource", {"ResourceName": arn, "Tags": listed})

        def untag(arn: str, keys: list[str]) -> TagCall:
            return TagCall("rds", "RemoveTagsFromResource", {"ResourceName": arn, "TagKeys": list(keys)})

        return TagSource(resource_type, arn_prefix("rds", prefix), resources, tag, untag)

    return tuple(source(kind) for kind in _KINDS)
