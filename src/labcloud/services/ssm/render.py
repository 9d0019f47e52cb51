"""The wire forms of parameters and versions (Parameter, ParameterMetadata, ParameterHistory)."""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

from labcloud.services.ssm import names
from labcloud.services.ssm.repo.parameters import Parameter, Version
from labcloud.services.ssm.sealing import DEFAULT_KEY


def when(seconds: float) -> dt.datetime:
    return dt.datetime.fromtimestamp(seconds, tz=dt.timezone.utc)


def policies(version: Version) -> list[dict[str, Any]]:
    if not version.policies:
        return []
    return [
        {"PolicyText": json.dumps(policy), "PolicyType": policy.get("Type", ""), "PolicyStatus": "Pending"}
        for policy in json.loads(version.policies)
    ]


def parameter(
    region: str, account_id: str, version: Version, value: str, selector: str | None = None
) -> dict[str, Any]:
    out: dict[str, Any] = {
        "Name": version.name,
        "Type": version.type,
        "Value": value,
        "Version": version.version,
        "LastModifiedDate": when(version.modified),
        "ARN": names.arn(region, account_id, version.name),
        "DataType": version.data_type,
    }
    if selector is not None:
        out["Selector"] = ":" + selector
    return out


def metadata(item: Parameter) -> dict[str, Any]:
    version = item.latest
    out: dict[str, Any] = {
        "Name": version.name,
        "ARN": names.arn(item.region, item.account_id, version.name),
        "Type": version.type,
        "LastModifiedDate": when(version.modified),
        "LastModifiedUser": version.modified_by,
        "Version": version.version,
        "Tier": version.tier,
        "Policies": policies(version),
        "DataType": version.data_type,
    }
    if version.type == "SecureString":
        out["KeyId"] = version.key_id or DEFAULT_KEY
    if version.description:
        out["Description"] = version.description
    if version.allowed_pattern:
        out["AllowedPattern"] = version.allowed_pattern
    return out


def history(version: Version, value: str) -> dict[str, Any]:
    out: dict[str, Any] = {
        "Name": version.name,
        "Type": version.type,
        "LastModifiedDate": when(version.modified),
        "LastModifiedUser": version.modified_by,
        "Value": value,
        "Version": version.version,
        "Labels": list(version.labels),
        "Tier": version.tier,
        "Policies": policies(version),
        "DataType": version.data_type,
    }
    if version.type == "SecureString":
        out["KeyId"] = version.key_id or DEFAULT_KEY
    if version.description:
        out["Description"] = version.description
    if version.allowed_pattern:
        out["AllowedPattern"] = version.allowed_pattern
    return out
