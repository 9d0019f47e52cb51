"""Contributor Insights settings per table and global secondary index: Update/Describe/ListContributorInsights.

labcloud publishes no Contributor Insights rules to CloudWatch; it keeps each table's and index's
setting in the table's definition (``TableMeta.contributor_insights``, keyed by index name, ``""`` for the table) so
the API answers as DynamoDB's does: an ENABLE answers ENABLING and the setting reads ENABLED from then
on (the change is instant here), DISABLE answers DISABLING then DISABLED. Never set reads DISABLED.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.services.dynamodb.table_meta import InsightsSetting, TableMeta
from labcloud.services.dynamodb.tables import as_datetime

DEFAULT_MODE = "ACCESSED_AND_THROTTLED_KEYS"


def _index_not_found(name: str) -> AwsError:
    return AwsError(
        "ResourceNotFoundException", f"Requested resource not found: Index: {name} not found", status=400
    )


def check_index(meta: TableMeta, index: str | None) -> None:
    if index and meta.gsi(index) is None:
        raise _index_not_found(index)


def update(meta: TableMeta, table: str, params: dict[str, Any]) -> tuple[TableMeta, dict[str, Any]]:
    """``meta`` with the setting recorded (the caller saves it), and the UpdateContributorInsights answer."""
    index = params.get("IndexName")
    check_index(meta, index)
    enable = params["ContributorInsightsAction"] == "ENABLE"
    mode = params.get("ContributorInsightsMode") or DEFAULT_MODE
    settings = dict(meta.contributor_insights or {})
    settings[index or ""] = InsightsSetting(enabled=enable, mode=mode, updated=clock.now())
    meta = replace(meta, contributor_insights=settings)
    out: dict[str, Any] = {"TableName": table}
    if index:
        out["IndexName"] = index
    out["ContributorInsightsStatus"] = "ENABLING" if enable else "DISABLING"
    if enable:
        out["ContributorInsightsMode"] = mode
    return meta, out


def _status(setting: InsightsSetting | None) -> str:
    return "ENABLED" if setting is not None and setting.enabled else "DISABLED"


def rule_names(meta: TableMeta, table: str, index: str | None) -> list[str]:
    """The CloudWatch Contributor Insights rules DynamoDB names for a table or index: partition key
    (PKC/PKT: most accessed/throttled) and, with a sort key, SKC/SKT."""
    schema = meta.key_schema
    if index:
        spec = meta.gsi(index)
        assert spec is not None, "check_index found the index"
        schema = spec.key_schema
    kinds = ["PKC", "PKT"] + (["SKC", "SKT"] if len(schema) > 1 else [])
    created = int(float(meta.created) * 1000)
    owner = f"{table}-{index}" if index else table
    return [f"DynamoDBContributorInsights-{kind}-{owner}-{created}" for kind in kinds]


def describe(meta: TableMeta, table: str, index: str | None) -> dict[str, Any]:
    check_index(meta, index)
    setting = (meta.contributor_insights or {}).get(index or "")
    out: dict[str, Any] = {"TableName": table}
    if index:
        out["IndexName"] = index
    status = _status(setting)
    if status == "ENABLED":
        out["ContributorInsightsRuleList"] = rule_names(meta, table, index)
    out["ContributorInsightsStatus"] = status
    if setting is not None:
        out["LastUpdateDateTime"] = as_datetime(setting.updated)
        if status == "ENABLED":
            out["ContributorInsightsMode"] = setting.mode
    return out


def summaries(meta: TableMeta, table: str) -> list[dict[str, Any]]:
    """ListContributorInsights' entries for one table: the table and indexes whose setting was ever made."""
    out = []
    for index, setting in sorted((meta.contributor_insights or {}).items()):
        entry: dict[str, Any] = {"TableName": table}
        if index:
            entry["IndexName"] = index
        entry["ContributorInsightsStatus"] = _status(setting)
        if setting.enabled:
            entry["ContributorInsightsMode"] = setting.mode
        out.append(entry)
    return out
