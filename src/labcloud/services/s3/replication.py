"""A bucket's replication configuration (Put/Get/DeleteBucketReplication) and which versions it replicates.

The configuration is the bucket's ``replication`` setting (``repo/settings``), checked as S3 checks it:
versioning ``Enabled`` on the source and on every destination (``InvalidRequest``), a role that
exists in IAM, unique rule IDs and priorities, ``DeleteMarkerReplication`` with every ``Filter`` rule.
A write that a rule matches is marked ``PENDING`` (its ``ReplicationStatus``) in the write's own
transaction; ``replication_worker`` copies it and marks it ``COMPLETED`` or ``FAILED``.
Objects have no tags in labcloud, so a rule filtered on a tag is kept but matches no object.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.iam.interfaces import IamDirectory
from labcloud.services.s3.errors import invalid_argument, invalid_request, malformed_xml, unsupported
from labcloud.services.s3.repo import buckets, settings
from labcloud.services.s3.repo import replication as replication_rows
from labcloud.services.s3.state import S3State
from labcloud.services.s3.versioning import ENABLED, status

if TYPE_CHECKING:
    from labcloud.services.s3.api import (
        DeleteBucketReplicationRequest,
        DeleteBucketReplicationResponse,
        GetBucketReplicationRequest,
        GetBucketReplicationResponse,
        PutBucketReplicationRequest,
        PutBucketReplicationResponse,
    )

SETTING = "replication"
STATUS = "ReplicationStatus"
PENDING, COMPLETED, FAILED, REPLICA = "PENDING", "COMPLETED", "FAILED", "REPLICA"
MAX_RULES = 1000
_ARN = "arn:aws:s3:::"
_CLASSES = {
    "STANDARD",
    "REDUCED_REDUNDANCY",
    "STANDARD_IA",
    "ONEZONE_IA",
    "INTELLIGENT_TIERING",
    "GLACIER",
    "DEEP_ARCHIVE",
    "GLACIER_IR",
}


def not_found() -> AwsError:
    return AwsError(
        "ReplicationConfigurationNotFoundError", "The replication configuration was not found", status=404
    )


def _check_owner(state: S3State, params: dict[str, Any]) -> str:
    bucket = state.bucket(params["Bucket"])
    if params.get("ExpectedBucketOwner") not in (None, bucket.account_id):
        raise AwsError("AccessDenied", "Access Denied", status=403)
    return bucket.account_id


def _check_role(state: S3State, role: str) -> None:
    if not role.startswith("arn:aws:iam::") or ":role/" not in role:
        raise invalid_argument(
            "Invalid ReplicationConfiguration: the role is not a valid role ARN", "Role", role
        )
    directory = state.services.interface(IamDirectory)
    if directory is None:
        raise invalid_request("Replication needs IAM to check its role, and IAM is not running")
    if directory.find_role_by_arn(role) is None:
        raise invalid_argument(
            f"Invalid ReplicationConfiguration: the role {role} does not exist", "Role", role
        )


def _check_destination(state: S3State, rule: dict[str, Any]) -> None:
    dest = rule["Destination"]
    arn = str(dest.get("Bucket", ""))
    if not arn.startswith(_ARN) or "/" in arn[len(_ARN) :] or not arn[len(_ARN) :]:
        raise invalid_argument("Invalid bucket ARN", "Destination/Bucket", arn)
    name = arn[len(_ARN) :]
    row = buckets.get(state.store, name)
    if row is None:
        raise invalid_request("Destination bucket must exist.")
    if status(state, name) != ENABLED:
        raise invalid_request("Destination bucket must have versioning enabled.")
    if dest.get("StorageClass") is not None and dest["StorageClass"] not in _CLASSES:
        raise invalid_argument("Invalid storage class", "StorageClass", str(dest["StorageClass"]))
    if dest.get("Account") is not None and dest["Account"] != row.account_id:
        raise invalid_request(
            "The destination bucket's owner does not match the Account given in Destination"
        )
    translation = dest.get("AccessControlTranslation")
    if translation is not None:
        if dest.get("Account") is None:
            raise invalid_request(
                "Destination Account must be specified when AccessControlTranslation is given"
            )
        if translation.get("Owner") != "Destination":
            raise malformed_xml()
    if dest.get("EncryptionConfiguration"):
        raise unsupported("replica encryption with a KMS key (Destination/EncryptionConfiguration)")
    time_ = dest.get("ReplicationTime")
    metrics = dest.get("Metrics")
    if time_ is not None and time_.get("Status") == "Enabled":
        if (time_.get("Time") or {}).get("Minutes") != 15:
            raise invalid_request("ReplicationTime Time Minutes must be 15")
        if metrics is None or metrics.get("Status") != "Enabled":
            raise invalid_request("Metrics must be enabled when ReplicationTime is enabled")
    if metrics is not None and metrics.get("Status") == "Enabled":
        minutes = (metrics.get("EventThreshold") or {}).get("Minutes")
        if minutes not in (None, 15):
            raise invalid_request("Metrics EventThreshold Minutes must be 15")


def _has_tag(rule: dict[str, Any]) -> bool:
    flt = rule.get("Filter") or {}
    return "Tag" in flt or bool((flt.get("And") or {}).get("Tags"))


def _check_rules(state: S3State, rules: list[dict[str, Any]]) -> None:
    if not rules or len(rules) > MAX_RULES:
        raise malformed_xml()
    ids: set[str] = set()
    priorities: set[int] = set()
    for rule in rules:
        rule_id = rule.get("ID")
        if rule_id is not None:
            if len(rule_id) > 255:
                raise invalid_argument("The ID length should not exceed allowed limit of 255", "ID", rule_id)
            if rule_id in ids:
                raise invalid_argument("Rule Id must be unique", "ID", rule_id)
            ids.add(rule_id)
        if rule.get("Status") not in ("Enabled", "Disabled"):
            raise malformed_xml()
        has_filter = "Filter" in rule
        if has_filter == ("Prefix" in rule):
            raise malformed_xml()
        if has_filter:
            flt = rule["Filter"]
            if sum(1 for k in ("Prefix", "Tag", "And") if k in flt) > 1 or "Not" in flt:
                raise malformed_xml()
            if "DeleteMarkerReplication" not in rule:
                raise invalid_request(
                    "DeleteMarkerReplication must be specified for this version of Cross Region "
                    "Replication configuration schema."
                )
            if "Priority" not in rule and len(rules) > 1:
                raise invalid_request(
                    "Priority must be specified for this version of Cross Region Replication"
                )
            marker = (rule.get("DeleteMarkerReplication") or {}).get("Status")
            if marker == "Enabled" and _has_tag(rule):
                raise invalid_request(
                    "Delete marker replication is not supported if any Tag filter is specified."
                )
        elif "DeleteMarkerReplication" in rule or "Priority" in rule:
            raise invalid_request(
                "Priority and DeleteMarkerReplication need a Filter instead of a rule Prefix"
            )
        if "Priority" in rule:
            if rule["Priority"] in priorities:
                raise invalid_request("Found overlapping priority")
            priorities.add(rule["Priority"])
        existing = (rule.get("ExistingObjectReplication") or {}).get("Status")
        if existing == "Enabled":
            raise unsupported("ExistingObjectReplication (replicating objects written before the rule)")
        if rule.get("SourceSelectionCriteria"):
            raise unsupported("SourceSelectionCriteria (SSE-KMS and replica modification filters)")
        _check_destination(state, rule)


def put_bucket_replication(
    state: S3State, request: PutBucketReplicationRequest, ctx: RequestContext
) -> PutBucketReplicationResponse:
    params = cast("dict[str, Any]", request)
    name = params["Bucket"]
    account = _check_owner(state, params)
    if params.get("Token"):
        raise unsupported("Object Lock replication tokens (x-amz-bucket-object-lock-token)")
    config = dict(params["ReplicationConfiguration"])
    if status(state, name) != ENABLED:
        raise invalid_request(
            "Versioning must be 'Enabled' on the bucket to apply a replication configuration"
        )
    _check_role(state, str(config.get("Role", "")))
    _check_rules(state, [dict(r) for r in config["Rules"]])
    with state.store.transaction():
        state.bucket(name)
        settings.put(state.store, name, SETTING, json.loads(json.dumps(config, default=str)))
        state.bus.publish(
            "s3.bucket.replication",
            service="s3",
            account_id=account,
            region=ctx.region,
            resource=f"{_ARN}{name}",
            data={"bucket": name, "rules": len(config["Rules"]), "role": config["Role"]},
        )
    return {}


def get_bucket_replication(
    state: S3State, request: GetBucketReplicationRequest, ctx: RequestContext
) -> GetBucketReplicationResponse:
    params = cast("dict[str, Any]", request)
    _check_owner(state, params)
    doc = settings.get(state.store, params["Bucket"], SETTING)
    if doc is None:
        raise not_found()
    return cast("GetBucketReplicationResponse", {"ReplicationConfiguration": doc})


def delete_bucket_replication(
    state: S3State, request: DeleteBucketReplicationRequest, ctx: RequestContext
) -> DeleteBucketReplicationResponse:
    params = cast("dict[str, Any]", request)
    _check_owner(state, params)
    with state.store.transaction():
        settings.delete(state.store, params["Bucket"], SETTING)
    return {}


def _prefix(rule: dict[str, Any]) -> str | None:
    """The key prefix a rule matches, or None when it matches no object (a tag filter: objects have no tags)."""
    if "Prefix" in rule:
        return str(rule["Prefix"])
    flt = rule.get("Filter") or {}
    if _has_tag(rule):
        return None
    return str(flt.get("Prefix", (flt.get("And") or {}).get("Prefix", "")))


def destinations(doc: dict[str, Any], key: str, marker: bool = False) -> list[dict[str, Any]]:
    """The rule deciding each destination of ``key`` (the highest priority among the enabled rules matching it)."""
    chosen: dict[str, dict[str, Any]] = {}
    for rule in sorted(doc["Rules"], key=lambda r: -int(r.get("Priority", 0))):
        prefix = _prefix(rule)
        if rule.get("Status") != "Enabled" or prefix is None or not key.startswith(prefix):
            continue
        if marker and (rule.get("DeleteMarkerReplication") or {}).get("Status") != "Enabled":
            continue
        chosen.setdefault(rule["Destination"]["Bucket"], rule)
    return list(chosen.values())


def config(state: S3State, bucket: str) -> dict[str, Any] | None:
    doc = settings.get(state.store, bucket, SETTING)
    return None if doc is None else cast("dict[str, Any]", doc)


def mark(state: S3State, bucket: str, key: str, headers: dict[str, Any]) -> dict[str, Any]:
    """A write's stored headers: ``PENDING`` when a rule replicates it (never a status copied from elsewhere)."""
    headers = {k: v for k, v in headers.items() if k != STATUS}
    doc = config(state, bucket)
    if doc is not None and destinations(doc, key):
        headers[STATUS] = PENDING
    return headers


def mark_marker(state: S3State, bucket: str, key: str, version_id: str) -> None:
    """A delete marker just placed: ``PENDING`` when a rule replicates delete markers for its key."""
    doc = config(state, bucket)
    if doc is not None and destinations(doc, key, marker=True):
        replication_rows.set_status(state.store, bucket, key, version_id, PENDING)
