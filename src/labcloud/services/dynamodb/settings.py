"""Table settings beyond keys and indexes: the ones labcloud reports and the ones it refuses.

Table class, on-demand and warm throughput change nothing a client can observe on a local emulator
except DynamoDB's report of them, so they are stored and echoed by DescribeTable; so is
``SSESpecification``, whose key ``sse.py`` binds and enforces. Settings with behaviour labcloud does not have (global-table
replicas, a resource-based policy) are refused with a ValidationException
that says so, never accepted and ignored.
"""

from __future__ import annotations

import uuid
from dataclasses import replace
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.dynamodb.table_meta import (
    IndexSpec,
    OnDemandThroughput,
    SseSpecification,
    TableKey,
    TableMeta,
    WarmThroughput,
)

#: Request members that need a feature labcloud does not implement, and the feature's name.
_UNSUPPORTED = {
    "GlobalTableSourceArn": "global tables",
    "GlobalTableSettingsReplicationMode": "global tables",
    "MultiRegionConsistency": "global tables",
    "GlobalTableWitnessUpdates": "global tables",
}


def unsupported(member: str, feature: str) -> AwsError:
    return AwsError(
        "ValidationException", f"labcloud does not support {feature}: {member} cannot be used", status=400
    )


def refuse_unsupported(params: dict[str, Any]) -> None:
    """Reject members whose behaviour labcloud does not have (global tables, resource policies)."""
    for member, feature in _UNSUPPORTED.items():
        if params.get(member) is not None:
            raise unsupported(member, feature)


def kms_key_arn(key_id: str | None, account_id: str, region: str) -> str:
    """The key ARN DynamoDB reports for an SSE key id, alias or ARN (the AWS managed key by default)."""
    if key_id and key_id.startswith("arn:"):
        return key_id
    if key_id and key_id.startswith("alias/") and key_id != "alias/aws/dynamodb":
        return f"arn:aws:kms:{region}:{account_id}:{key_id}"
    if key_id and not key_id.startswith("alias/"):
        return f"arn:aws:kms:{region}:{account_id}:key/{key_id}"
    managed = uuid.uuid5(uuid.NAMESPACE_URL, f"labcloud:kms:aws/dynamodb:{account_id}:{region}")
    return f"arn:aws:kms:{region}:{account_id}:key/{managed}"


def sse_description(
    spec: SseSpecification | None, account_id: str, region: str, bound: TableKey | None = None
) -> dict[str, Any] | None:
    """SSEDescription for a stored SSESpecification (None: the AWS owned key, which DynamoDB does not report);
    ``bound`` is the table-key record ``sse.bind`` made, naming the key KMS resolved."""
    if spec is None or not spec.enabled:
        return None
    arn = bound.arn if bound else kms_key_arn(spec.kms_master_key_id, account_id, region)
    return {"Status": "ENABLED", "SSEType": spec.sse_type or "KMS", "KMSMasterKeyArn": arn}


#: The warm throughput DynamoDB reports for a new on-demand table and each of its GSIs.
ON_DEMAND_WARM = {"ReadUnitsPerSecond": 12000, "WriteUnitsPerSecond": 4000}


def warm_description(spec: WarmThroughput | None, billing: str = "PROVISIONED") -> dict[str, Any] | None:
    """WarmThroughput as DescribeTable reports it: what was set, over the on-demand starting values
    (12,000 reads and 4,000 writes a second) for an on-demand table or index; None for a provisioned
    one with nothing set (labcloud does not know what AWS would derive from its capacity)."""
    base = ON_DEMAND_WARM if billing == "PAY_PER_REQUEST" else {}
    merged = {**base, **(spec.to_doc() if spec is not None else {})}
    if not merged:
        return None
    return {**merged, "Status": "ACTIVE"}


def apply_reported(meta: TableMeta, params: dict[str, Any]) -> TableMeta:
    """``meta`` with the reported-only settings of a CreateTable/UpdateTable request."""
    changes: dict[str, Any] = {}
    if params.get("SSESpecification") is not None:
        changes["sse_specification"] = SseSpecification.from_doc(params["SSESpecification"])
    if params.get("OnDemandThroughput") is not None:
        changes["on_demand_throughput"] = OnDemandThroughput.from_doc(params["OnDemandThroughput"])
    if params.get("WarmThroughput") is not None:
        changes["warm_throughput"] = WarmThroughput.from_doc(params["WarmThroughput"])
    if params.get("TableClass") is not None:
        changes["table_class"] = params["TableClass"]
    if params.get("DeletionProtectionEnabled") is not None:
        changes["deletion_protection_enabled"] = bool(params["DeletionProtectionEnabled"])
    return replace(meta, **changes) if changes else meta


def index_reported(spec: dict[str, Any], stored: IndexSpec) -> IndexSpec:
    """``stored`` with a GSI request's reported-only settings (on-demand and warm throughput)."""
    changes: dict[str, Any] = {}
    if spec.get("OnDemandThroughput") is not None:
        changes["on_demand_throughput"] = OnDemandThroughput.from_doc(spec["OnDemandThroughput"])
    if spec.get("WarmThroughput") is not None:
        changes["warm_throughput"] = WarmThroughput.from_doc(spec["WarmThroughput"])
    return replace(stored, **changes) if changes else stored


def describe_reported(description: dict[str, Any], meta: TableMeta, account_id: str, region: str) -> None:
    """Add the reported-only settings to a TableDescription."""
    sse = sse_description(meta.sse_specification, account_id, region, meta.sse_key)
    if sse is not None:
        description["SSEDescription"] = sse
    on_demand = None if meta.on_demand_throughput is None else meta.on_demand_throughput.to_doc()
    if on_demand:
        description["OnDemandThroughput"] = on_demand
    warm = warm_description(meta.warm_throughput, meta.billing)
    if warm is not None:
        description["WarmThroughput"] = warm
