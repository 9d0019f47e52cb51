"""Trails' names and ARNs, their AWS shapes, and the bucket check AWS makes (the bucket exists and its
policy lets ``cloudtrail.amazonaws.com`` put objects)."""

from __future__ import annotations

import json
import re
from typing import Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.cloudtrail.errors import invalid, trail_not_found
from labcloud.services.cloudtrail.repo.events import Stored
from labcloud.services.cloudtrail.repo.trails import TrailRow
from labcloud.services.cloudtrail.state import CloudTrailState

SERVICE_PRINCIPAL = "cloudtrail.amazonaws.com"
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{1,126}[A-Za-z0-9]$")
DEFAULT_SELECTORS: list[dict[str, Any]] = [
    {
        "ReadWriteType": "All",
        "IncludeManagementEvents": True,
        "DataResources": [],
        "ExcludeManagementEventSources": [],
    }
]


def check_name(name: str) -> None:
    if not _NAME.match(name) or ".." in name or "-." in name or ".-" in name or "_." in name:
        raise invalid(
            "InvalidTrailNameException",
            "Trail name must starts with a letter or number, end with a letter or number, be between 3 and"
            " 128 characters, and contain only ASCII letters, numbers, periods (.), underscores (_) and"
            " dashes (-).",
        )


def arn(ctx: RequestContext, name: str) -> str:
    return f"arn:aws:cloudtrail:{ctx.region}:{ctx.account_id}:trail/{name}"


def find(state: CloudTrailState, ctx: RequestContext, name: str) -> TrailRow:
    """The trail a name or ARN names (a multi-region trail is found from any region by its ARN)."""
    if name.startswith("arn:"):
        trail = state.trails.get(name)
        if trail is None or trail.account_id != ctx.account_id:
            raise trail_not_found(name, ctx.account_id, ctx.region)
        return trail
    trail = state.trails.get(arn(ctx, name))
    if trail is None:
        raise trail_not_found(name, ctx.account_id, ctx.region)
    return trail


def shape(trail: TrailRow) -> dict[str, Any]:
    config = trail.config
    out: dict[str, Any] = {"Name": trail.name, "S3BucketName": config["S3BucketName"]}
    if config.get("S3KeyPrefix"):
        out["S3KeyPrefix"] = config["S3KeyPrefix"]
    out.update(
        IncludeGlobalServiceEvents=bool(config.get("IncludeGlobalServiceEvents", True)),
        IsMultiRegionTrail=bool(config.get("IsMultiRegionTrail", False)),
        HomeRegion=trail.region,
        TrailARN=trail.arn,
        LogFileValidationEnabled=bool(config.get("LogFileValidationEnabled", False)),
    )
    for member in ("CloudWatchLogsLogGroupArn", "CloudWatchLogsRoleArn"):
        if config.get(member):
            out[member] = config[member]
    out.update(
        HasCustomEventSelectors=trail.selectors != DEFAULT_SELECTORS,
        HasInsightSelectors=False,
        IsOrganizationTrail=False,
    )
    return out


def _allows(policy: dict[str, Any], bucket: str) -> bool:
    statements = policy.get("Statement") or []
    if isinstance(statements, dict):
        statements = [statements]
    for statement in statements:
        if not isinstance(statement, dict) or statement.get("Effect") != "Allow":
            continue
        principal = statement.get("Principal")
        services = principal.get("Service") if isinstance(principal, dict) else None
        if isinstance(services, str):
            services = [services]
        if not (principal == "*" or (isinstance(services, list) and SERVICE_PRINCIPAL in services)):
            continue
        actions = statement.get("Action") or []
        if isinstance(actions, str):
            actions = [actions]
        if not any(a in ("s3:PutObject", "s3:*", "*") for a in actions):
            continue
        resources = statement.get("Resource") or []
        if isinstance(resources, str):
            resources = [resources]
        if any(r == "*" or str(r).startswith(f"arn:aws:s3:::{bucket}/") for r in resources):
            return True
    return False


async def check_bucket(state: CloudTrailState, ctx: RequestContext, bucket: str) -> None:
    """AWS's checks of a trail's bucket: it exists and lets CloudTrail put log files."""
    try:
        answer = await state.services.call(
            "s3", "GetBucketPolicy", {"Bucket": bucket}, account_id=ctx.account_id, region=ctx.region
        )
    except AwsError as error:
        if error.code == "NoSuchBucket":
            raise invalid("S3BucketDoesNotExistException", f"S3 bucket {bucket} does not exist.") from None
        if error.code == "NoSuchBucketPolicy":
            raise invalid(
                "InsufficientS3BucketPolicyException",
                f"Incorrect S3 bucket policy is detected for bucket: {bucket}",
            ) from None
        raise
    try:
        policy = json.loads(answer.get("Policy") or "{}")
    except ValueError:
        policy = {}
    if not isinstance(policy, dict) or not _allows(policy, bucket):
        raise invalid(
            "InsufficientS3BucketPolicyException",
            f"Incorrect S3 bucket policy is detected for bucket: {bucket}",
        )


def wanted(trail: TrailRow, event: Stored) -> bool:
    """Do the trail's event selectors select this recorded event (its S3 files and its log group)?"""
    writes = not event.read_only
    for selector in trail.selectors:
        rw = selector.get("ReadWriteType", "All")
        if rw == "ReadOnly" and writes or rw == "WriteOnly" and not writes:
            continue
        if event.category == "Management":
            if selector.get("IncludeManagementEvents", True):
                return True
            continue
        arn = json.loads(event.record).get("resources", [{}])[0].get("ARN", "")
        for resource in selector.get("DataResources") or ():
            for value in resource.get("Values") or ():
                if value in ("arn:aws:s3", "arn:aws:lambda") or arn.startswith(value):
                    return True
    return False
