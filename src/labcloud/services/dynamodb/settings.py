"""Table settings beyond keys and indexes: the ones labcloud reports and the ones it refuses.

Table class, on-demand and warm throughput change nothing a client can observe on a local emulator
except DynamoDB's report of them, so they are stored and echoed by DescribeTable; so is
``SSESpecification``, whose key ``sse.py`` binds and enforces. Settings with behaviour labcloud does not have (global-table
replicas, a resource-based policy) are refused with a ValidationException
that says so, never accepted and ignored.
"""

from __future__ import annotations

import uuid
from typing import Any

from labcloud.errors import AwsError

#: Request members that need a feature labcloud does not implement, and the feature's name.
_UNSUPPORTED = {
    "GlobalTableSourceArn": "global tables",
    "GlobalTableSettingsReplicationMode": "global tables",
    "ReplicaUpdates": "global tables",
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
    spec: dict[str, Any] | None, account_id: str, region: str, bound: dict[str, Any] | None = None
) -> dict[str, Any] | None:
    """SSEDescription for a stored SSESpecification (None: the AWS owned key, which DynamoDB does not report);
    ``bound`` is the table-key record ``sse.bind`` made, naming the key KMS resolved."""
    if not spec or not spec.get("Enabled"):
        return None
    arn = bound["Arn"] if bound else kms_key_arn(spec.get("KMSMasterKeyId"), account_id, region)
    return {"Status": "ENABLED", "SSEType": spec.get("SSEType") or "KMS", "KMSMasterKeyArn": arn}


#: The warm throughput DynamoDB reports for a new on-demand table and each of its GSIs.
ON_DEMAND_WARM = {"ReadUnitsPerSecond": 12000, "WriteUnitsPerSecond": 4000}


def warm_description(spec: dict[str, Any] | None, billing: str = "PROVISIONED") -> dict[str, Any] | None:
    """WarmThroughput as DescribeTable reports it: what was set, over the on-demand starting values
    (12,000 reads and 4,000 writes a second) for an on-demand table or index; None for a provisioned
    one with nothing set (labcloud does not know what AWS would derive from its capacity)."""
    base = ON_DEMAND_WARM if billing == "PAY_PER_REQUEST" else {}
    merged = {**base, **(spec or {})}
    if not merged:
        return None
    return {**merged, "Status": "ACTIVE"}


def apply_reported(meta: dict[str, Any], params: dict[str, Any]) -> None:
    """Store the reported-only settings of a CreateTable/UpdateTable request into ``meta``."""
    for key in ("SSESpecification", "OnDemandThroughput", "WarmThroughput"):
        if params.get(key) is not None:
            meta[key] = params[key]
    if params.get("TableClass") is not None:
        meta["TableClass"] = params["TableClass"]
    if params.get("DeletionProtectionEnabled") is not None:
        meta["DeletionProtectionEnabled"] = bool(params["DeletionProtectionEnabled"])


def index_reported(spec: dict[str, Any], stored: dict[str, Any]) -> None:
    """Copy a GSI's reported-only settings (on-demand and warm throughput) into its stored definition."""
    for key in ("OnDemandThroughput", "WarmThroughput"):
        if spec.get(key) is not None:
            stored[key] = spec[key]


def describe_reported(
    description: dict[str, Any], meta: dict[str, Any], account_id: str, region: str
) -> None:
    """Add the reported-only settings to a TableDescription."""
    sse = sse_description(meta.get("SSESpecification"), account_id, region, meta.get("SSEKey"))
    if sse is not None:
        description["SSEDescription"] = sse
    if meta.get("OnDemandThroughput"):
        description["OnDemandThroughput"] = meta["OnDemandThroughput"]
    warm = warm_description(meta.get("WarmThroughput"), meta.get("BillingMode", "PROVISIONED"))
    if warm is not None:
        description["WarmThroughput"] = warm
