"""Ids, ARNs and the wire shapes of file systems, mount targets and access points."""

from __future__ import annotations

import secrets
from datetime import datetime, timezone
from typing import Any

from labcloud.context import RequestContext


def new_id(prefix: str) -> str:
    return f"{prefix}-{secrets.token_hex(9)[:17]}"


def arn(ctx: RequestContext, kind: str, rid: str) -> str:
    return f"arn:aws:elasticfilesystem:{ctx.region}:{ctx.account_id}:{kind}/{rid}"


def when(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, timezone.utc)


def tags_list(tags: dict[str, str]) -> list[dict[str, str]]:
    return [{"Key": k, "Value": v} for k, v in tags.items()]


def name_of(tags: dict[str, str]) -> dict[str, str]:
    return {"Name": tags["Name"]} if "Name" in tags else {}


def file_system(doc: dict[str, Any], mount_targets: int, size: int, now: float) -> dict[str, Any]:
    out = {k: v for k, v in doc.items() if not k.startswith("_")}
    tags = dict(doc.get("_tags") or {})
    out.update(
        CreationTime=when(float(doc["_created"])),
        NumberOfMountTargets=mount_targets,
        SizeInBytes={"Value": size, "Timestamp": when(now), "ValueInStandard": size, "ValueInIA": 0},
        Tags=tags_list(tags),
        **name_of(tags),
    )
    return out


def access_point(doc: dict[str, Any]) -> dict[str, Any]:
    out = {k: v for k, v in doc.items() if not k.startswith("_")}
    tags = dict(doc.get("_tags") or {})
    out.update(Tags=tags_list(tags), **name_of(tags))
    return out


def mount_target(doc: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in doc.items() if not k.startswith("_")}
