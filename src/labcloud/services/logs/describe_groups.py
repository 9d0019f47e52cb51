"""DescribeLogGroups: its checks and pages over the repo's selection, and a group in AWS's shape."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .errors import invalid_parameter
from .names import group_arn, group_name_from_arn
from .repo.groups import Groups, GroupStats
from .tokens import decode_token, encode_token

DEFAULT_PAGE = 50


def describe_log_groups(
    groups: Groups, account_id: str, region: str, params: Mapping[str, Any]
) -> dict[str, Any]:
    prefix = params.get("logGroupNamePrefix")
    pattern = params.get("logGroupNamePattern")
    if prefix is not None and pattern is not None:
        raise invalid_parameter(
            "LogGroup name prefix and LogGroup name pattern are mutually exclusive parameters."
        )
    limit = int(params.get("limit") or DEFAULT_PAGE)
    accounts = params.get("accountIdentifiers")
    if accounts is not None and account_id not in accounts:
        # labcloud has no linked (monitoring) accounts: only the caller's own groups exist.
        return {"logGroups": []}
    identifiers = params.get("logGroupIdentifiers")
    after: str | None = None
    token = params.get("nextToken")
    if token:
        decoded = decode_token(token)
        if not isinstance(decoded, str):
            raise invalid_parameter("The specified nextToken is invalid.")
        after = decoded
    rows = groups.page(
        account_id,
        region,
        prefix=prefix,
        pattern=pattern,
        log_group_class=params.get("logGroupClass"),
        names=[_identifier_name(item) for item in identifiers] if identifiers else None,
        after=after,
        limit=limit + 1,
    )
    shown = [describe_group(row) for row in rows[:limit]]
    if pattern is not None:
        # With a name pattern DescribeLogGroups reports only the name, ARN and creation time.
        shown = [{key: group[key] for key in ("logGroupName", "arn", "creationTime")} for group in shown]
    out: dict[str, Any] = {"logGroups": shown}
    if len(rows) > limit:
        out["nextToken"] = encode_token(rows[limit - 1].group.name)
    return out


def describe_group(row: GroupStats) -> dict[str, Any]:
    group = row.group
    arn = group_arn(group.region, group.account_id, group.name)
    out: dict[str, Any] = {
        "logGroupName": group.name,
        "creationTime": group.creation_time,
        "metricFilterCount": row.metric_filter_count,
        "arn": arn + ":*",
        "storedBytes": row.stored_bytes,
        "logGroupClass": group.log_group_class,
        "logGroupArn": arn,
        "deletionProtectionEnabled": group.deletion_protection,
    }
    if group.retention_days is not None:
        out["retentionInDays"] = group.retention_days
    if row.data_protected:
        out["dataProtectionStatus"] = "ACTIVATED"
    if group.kms_key_id:
        out["kmsKeyId"] = group.kms_key_id
    return out


def _identifier_name(identifier: str) -> str:
    if identifier.startswith("arn:"):
        parsed = group_name_from_arn(identifier)
        return parsed[2] if parsed else identifier
    return identifier
