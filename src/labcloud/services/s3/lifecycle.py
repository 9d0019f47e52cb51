"""A bucket's lifecycle configuration (Put/Get/DeleteBucketLifecycleConfiguration) and which rule applies
to an object.

The document is kept in the bucket settings table (``lifecycle``), checked as S3 checks it: 1 to 1,000
rules (else ``MalformedXML``), IDs unique and at most 255 characters, ``Status`` Enabled or Disabled,
exactly one of ``Filter`` and the older rule-level ``Prefix``, a filter with at most one of ``Prefix``,
``Tag``, ``ObjectSizeGreaterThan``, ``ObjectSizeLessThan`` and ``And``, at least one action per rule,
positive day counts and dates at midnight UTC. Objects carry no tags in labcloud, so a rule filtered on
tags matches no object. The sweeper (``lifecycle_sweep``) acts on the rules.

Actions on noncurrent versions and delete markers (``NoncurrentVersionExpiration``,
``NoncurrentVersionTransitions``, ``ExpiredObjectDeleteMarker``) are accepted on any bucket; as on AWS,
they have nothing to act on until the bucket has versioning (the sweeper acts on them then).
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from datetime import datetime, timezone
from email.utils import formatdate
from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.s3.errors import invalid_argument, invalid_request, malformed_xml
from labcloud.services.s3.repo import settings
from labcloud.services.s3.state import S3State

if TYPE_CHECKING:
    from labcloud.services.s3.api import (
        DeleteBucketLifecycleRequest,
        DeleteBucketLifecycleResponse,
        GetBucketLifecycleConfigurationRequest,
        GetBucketLifecycleConfigurationResponse,
        PutBucketLifecycleConfigurationRequest,
        PutBucketLifecycleConfigurationResponse,
    )

SETTING = "lifecycle"
DAY = 86400
MAX_RULES = 1000
MAX_ID = 255
#: Storage classes a Transition may name, with the fewest days after creation S3 accepts.
TRANSITION_CLASSES = {
    "GLACIER": 0,
    "STANDARD_IA": 30,
    "ONEZONE_IA": 30,
    "INTELLIGENT_TIERING": 0,
    "DEEP_ARCHIVE": 0,
    "GLACIER_IR": 0,
}
#: TransitionDefaultMinimumObjectSize: objects smaller than 128 KiB do not transition by default.
SMALL_OBJECT_BYTES = 128 * 1024
MINIMUM_SIZES = ("all_storage_classes_128K", "varies_by_storage_class")
VERSION_ACTIONS = ("NoncurrentVersionExpiration", "NoncurrentVersionTransitions")


def no_configuration(bucket: str) -> AwsError:
    return AwsError(
        "NoSuchLifecycleConfiguration",
        "The lifecycle configuration does not exist",
        status=404,
        BucketName=bucket,
    )


def _as_epoch(value: Any) -> float:
    if isinstance(value, datetime):
        when = value if value.tzinfo else value.replace(tzinfo=timezone.utc)
        return when.timestamp()
    return float(value)


def _date(value: Any, action: str) -> float:
    epoch = _as_epoch(value)
    if epoch % DAY:
        raise invalid_argument("'Date' must be at midnight GMT", "Date", _iso(epoch))
    return epoch


def _days(value: Any, action: str) -> int:
    if not isinstance(value, int) or value <= 0:
        raise invalid_argument(f"'Days' for {action} action must be a positive integer", "Days", str(value))
    return value


def _iso(epoch: float) -> str:
    return datetime.fromtimestamp(epoch, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.000Z")


def _filter(rule: dict[str, Any]) -> dict[str, Any]:
    """The rule's filter, normalized: ``{"Prefix", "Tags", "ObjectSizeGreaterThan", "ObjectSizeLessThan"}``."""
    has_filter, has_prefix = "Filter" in rule, "Prefix" in rule
    if has_filter == has_prefix:
        raise malformed_xml()
    if has_prefix:
        return {"Prefix": rule["Prefix"] or ""}
    spec = rule["Filter"] or {}
    present = [
        k for k in ("Prefix", "Tag", "ObjectSizeGreaterThan", "ObjectSizeLessThan", "And") if k in spec
    ]
    if len(present) > 1:
        raise malformed_xml()
    if present == ["And"]:
        spec = spec["And"] or {}
        tags = list(spec.get("Tags") or [])
        if (
            sum(1 for k in ("Prefix", "ObjectSizeGreaterThan", "ObjectSizeLessThan") if k in spec) + len(tags)
            < 2
        ):
            raise malformed_xml()
    else:
        tags = [spec["Tag"]] if "Tag" in spec else []
    keys = [t["Key"] for t in tags]
    if len(set(keys)) != len(keys):
        raise invalid_request("Duplicate Tag Keys are not allowed.")
    out: dict[str, Any] = {"Prefix": spec.get("Prefix") or "", "Tags": tags}
    low, high = spec.get("ObjectSizeGreaterThan"), spec.get("ObjectSizeLessThan")
    for name, value in (("ObjectSizeGreaterThan", low), ("ObjectSizeLessThan", high)):
        if value is not None and value < 0:
            raise invalid_argument(f"'{name}' should be a non-negative integer", name, str(value))
    if low is not None and high is not None and low >= high:
        raise invalid_argument(
            "ObjectSizeGreaterThan must be less than ObjectSizeLessThan", "ObjectSizeGreaterThan", str(low)
        )
    if low is not None:
        out["ObjectSizeGreaterThan"] = low
    if high is not None:
        out["ObjectSizeLessThan"] = high
    return out


def _expiration(spec: dict[str, Any]) -> dict[str, Any]:
    if spec.get("ExpiredObjectDeleteMarker") is not None:
        if "Days" in spec or "Date" in spec:
            raise malformed_xml()
        return {"ExpiredObjectDeleteMarker": bool(spec["ExpiredObjectDeleteMarker"])}
    if ("Days" in spec) == ("Date" in spec):
        raise malformed_xml()
    if "Days" in spec:
        return {"Days": _days(spec["Days"], "Expiration")}
    return {"Date": _date(spec["Date"], "Expiration")}


def _transitions(items: list[dict[str, Any]], expiration: dict[str, Any] | None) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    seen: set[str] = set()
    for item in items:
        storage = item.get("StorageClass")
        if storage not in TRANSITION_CLASSES:
            raise malformed_xml()
        if storage in seen:
            raise invalid_argument(
                "'StorageClass' must be different for 'Transition' actions in same 'Rule' with prefix ''",
                "StorageClass",
                storage,
            )
        seen.add(storage)
        if ("Days" in item) == ("Date" in item):
            raise malformed_xml()
        if "Days" in item:
            days = item["Days"]
            if not isinstance(days, int) or days < 0:
                raise invalid_argument(
                    "'Days' for Transition action must be a non-negative integer", "Days", str(days)
                )
            least = TRANSITION_CLASSES[storage]
            if days < least:
                raise invalid_argument(
                    f"'Days' in Transition action must be greater than or equal to {least} for "
                    f"storageClass '{storage}'",
                    "Days",
                    str(days),
                )
            if expiration and "Days" in expiration and expiration["Days"] <= days:
                raise invalid_argument(
                    "'Days' in the Expiration action must be greater than 'Days' in the Transition action",
                    "Days",
                    str(expiration["Days"]),
                )
            out.append({"Days": days, "StorageClass": storage})
        else:
            out.append({"Date": _date(item["Date"], "Transition"), "StorageClass": storage})
    kinds = {"Days" in t for t in out}
    if len(kinds) > 1:
        raise invalid_request("Found mixed 'Date' and 'Days' based Transition actions in lifecycle rule")
    return out


def _rule(spec: dict[str, Any]) -> dict[str, Any]:
    status = spec.get("Status")
    if status not in ("Enabled", "Disabled"):
        raise malformed_xml()
    rule_id = spec.get("ID") or ""
    if len(rule_id) > MAX_ID:
        raise invalid_argument("ID length should not exceed allowed limit of 255", "ID", rule_id)
    selection = _filter(spec)
    rule: dict[str, Any] = {"ID": rule_id, "Status": status, "Filter": selection, "Legacy": "Prefix" in spec}
    if "Filter" in spec:
        rule["WireFilter"] = json.loads(json.dumps(spec["Filter"] or {}))  # answered as it was given
    expiration = _expiration(spec["Expiration"]) if spec.get("Expiration") else None
    if expiration:
        rule["Expiration"] = expiration
    if expiration and "ExpiredObjectDeleteMarker" in expiration and selection["Tags"]:
        raise invalid_argument(
            "ExpiredObjectDeleteMarker cannot be specified with object tags", "ExpiredObjectDeleteMarker"
        )
    transitions = _transitions(list(spec.get("Transitions") or []), expiration)
    if transitions:
        rule["Transitions"] = transitions
    abort = spec.get("AbortIncompleteMultipartUpload")
    if abort:
        if selection["Tags"]:
            raise invalid_request(
                "Tag-based filter cannot be used with AbortIncompleteMultipartUpload action"
            )
        if "ObjectSizeGreaterThan" in selection or "ObjectSizeLessThan" in selection:
            raise invalid_request(
                "Object size based filter cannot be used with AbortIncompleteMultipartUpload action"
            )
        if "DaysAfterInitiation" not in abort:
            raise malformed_xml()
        rule["AbortIncompleteMultipartUpload"] = {
            "DaysAfterInitiation": _days(abort["DaysAfterInitiation"], "AbortIncompleteMultipartUpload")
        }
    noncurrent = _noncurrent(spec)
    rule.update(noncurrent)
    if not (expiration or transitions or abort or noncurrent):
        raise invalid_request("At least one action needs to be specified in a rule")
    return rule


def _noncurrent(spec: dict[str, Any]) -> dict[str, Any]:
    """The rule's actions on noncurrent versions, checked."""
    out: dict[str, Any] = {}
    expiration = spec.get("NoncurrentVersionExpiration")
    if expiration:
        days = expiration.get("NoncurrentDays")
        if not isinstance(days, int) or days <= 0:
            raise invalid_argument(
                "'NoncurrentDays' for NoncurrentVersionExpiration action must be a positive integer",
                "NoncurrentDays",
                str(days),
            )
        out["NoncurrentVersionExpiration"] = {"NoncurrentDays": days}
        if expiration.get("NewerNoncurrentVersions") is not None:
            out["NoncurrentVersionExpiration"]["NewerNoncurrentVersions"] = expiration[
                "NewerNoncurrentVersions"
            ]
    transitions = []
    for item in spec.get("NoncurrentVersionTransitions") or []:
        storage = item.get("StorageClass")
        if storage not in TRANSITION_CLASSES:
            raise malformed_xml()
        days = item.get("NoncurrentDays")
        if not isinstance(days, int) or days < 0:
            raise invalid_argument(
                "'NoncurrentDays' for NoncurrentVersionTransition action must be a non-negative integer",
                "NoncurrentDays",
                str(days),
            )
        least = TRANSITION_CLASSES[storage]
        if days < least:
            raise invalid_argument(
                f"'NoncurrentDays' in NoncurrentVersionTransition action must be greater than or equal to "
                f"{least} for storageClass '{storage}'",
                "NoncurrentDays",
                str(days),
            )
        kept = {"NoncurrentDays": days, "StorageClass": storage}
        if item.get("NewerNoncurrentVersions") is not None:
            kept["NewerNoncurrentVersions"] = item["NewerNoncurrentVersions"]
        transitions.append(kept)
    if transitions:
        out["NoncurrentVersionTransitions"] = transitions
    return out


def checked(configuration: dict[str, Any] | None, minimum_size: str | None) -> dict[str, Any]:
    """A PutBucketLifecycleConfiguration body → the stored document (raises S3's errors)."""
    rules = list((configuration or {}).get("Rules") or [])
    if not 1 <= len(rules) <= MAX_RULES:
        raise malformed_xml()
    if minimum_size is not None and minimum_size not in MINIMUM_SIZES:
        raise invalid_argument(
            "Invalid value for TransitionDefaultMinimumObjectSize",
            "x-amz-transition-default-minimum-object-size",
            minimum_size,
        )
    out = [_rule(rule) for rule in rules]
    ids = [r["ID"] for r in out if r["ID"]]
    if len(set(ids)) != len(ids):
        raise invalid_argument("Rule ID must be unique. Found same ID for more than one rule", "ID")
    for number, rule in enumerate(out, start=1):
        if not rule["ID"]:
            rule["ID"] = f"rule-{number}"  # S3 gives a rule without an ID a generated one
    return {"Rules": out, "MinimumSize": minimum_size or MINIMUM_SIZES[0]}


def _wire_filter(rule: dict[str, Any]) -> dict[str, Any]:
    selection = rule["Filter"]
    parts: dict[str, Any] = {}
    if selection["Prefix"]:
        parts["Prefix"] = selection["Prefix"]
    for name in ("ObjectSizeGreaterThan", "ObjectSizeLessThan"):
        if name in selection:
            parts[name] = selection[name]
    tags = selection["Tags"]
    if len(parts) + len(tags) > 1:
        return {"And": {**parts, **({"Tags": tags} if tags else {})}}
    if tags:
        return {"Tag": tags[0]}
    return parts or {"Prefix": ""}


def _wire_rule(rule: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {"ID": rule["ID"], "Status": rule["Status"]}
    if rule.get("Legacy"):
        out["Prefix"] = rule["Filter"]["Prefix"]
    else:
        out["Filter"] = rule["WireFilter"] if "WireFilter" in rule else _wire_filter(rule)
    if "Expiration" in rule:
        out["Expiration"] = dict(rule["Expiration"])
    for action in VERSION_ACTIONS:
        if action in rule:
            out[action] = rule[action]
    if "Transitions" in rule:
        out["Transitions"] = [dict(t) for t in rule["Transitions"]]
    if "AbortIncompleteMultipartUpload" in rule:
        out["AbortIncompleteMultipartUpload"] = dict(rule["AbortIncompleteMultipartUpload"])
    return out


def put_bucket_lifecycle_configuration(
    state: S3State, request: PutBucketLifecycleConfigurationRequest, ctx: RequestContext
) -> PutBucketLifecycleConfigurationResponse:
    params = cast("dict[str, Any]", request)
    doc = checked(params.get("LifecycleConfiguration"), params.get("TransitionDefaultMinimumObjectSize"))
    with state.store.transaction():
        state.bucket(params["Bucket"])
        settings.put(state.store, params["Bucket"], SETTING, doc)
    return {"TransitionDefaultMinimumObjectSize": doc["MinimumSize"]}


def get_bucket_lifecycle_configuration(
    state: S3State, request: GetBucketLifecycleConfigurationRequest, ctx: RequestContext
) -> GetBucketLifecycleConfigurationResponse:
    state.bucket(request["Bucket"])
    doc = settings.get(state.store, request["Bucket"], SETTING)
    if doc is None:
        raise no_configuration(request["Bucket"])
    return cast(
        "GetBucketLifecycleConfigurationResponse",
        {
            "Rules": [_wire_rule(r) for r in doc["Rules"]],
            "TransitionDefaultMinimumObjectSize": doc["MinimumSize"],
        },
    )


def delete_bucket_lifecycle(
    state: S3State, request: DeleteBucketLifecycleRequest, ctx: RequestContext
) -> DeleteBucketLifecycleResponse:
    with state.store.transaction():
        state.bucket(request["Bucket"])
        settings.delete(state.store, request["Bucket"], SETTING)
    return {}


@dataclass(frozen=True, slots=True)
class Subject:
    """What a rule's filter looks at: an object's (or an upload's) key and size."""

    key: str
    size: int | None


def matches(rule: dict[str, Any], subject: Subject) -> bool:
    """Does an enabled rule's filter select this object? (objects have no tags: a tag filter never does)"""
    selection = rule["Filter"]
    if rule["Status"] != "Enabled" or selection["Tags"]:
        return False
    if not subject.key.startswith(selection["Prefix"]):
        return False
    if subject.size is None:
        return True
    low, high = selection.get("ObjectSizeGreaterThan"), selection.get("ObjectSizeLessThan")
    return (low is None or subject.size > low) and (high is None or subject.size < high)


def due(created: float, days: int) -> float:
    """When an action ``days`` after ``created`` falls due: S3 rounds up to the next midnight UTC."""
    return math.ceil((created + days * DAY) / DAY) * DAY


def expiry(rules: list[dict[str, Any]], subject: Subject, created: float) -> tuple[float, str] | None:
    """(when, rule id) of the earliest expiration that applies to an object, or None."""
    best: tuple[float, str] | None = None
    for rule in rules:
        exp = rule.get("Expiration")
        if not exp or "ExpiredObjectDeleteMarker" in exp or not matches(rule, subject):
            continue
        when = due(created, exp["Days"]) if "Days" in exp else float(exp["Date"])
        if best is None or when < best[0]:
            best = (when, rule["ID"])
    return best


def expiration_header(state: S3State, bucket: str, key: str, size: int, created: float) -> dict[str, str]:
    """``{"Expiration": 'expiry-date="...", rule-id="..."'}`` (``x-amz-expiration``) when a rule expires it."""
    doc = settings.get(state.store, bucket, SETTING)
    if doc is None:
        return {}
    found = expiry(doc["Rules"], Subject(key, size), created)
    if found is None:
        return {}
    when, rule_id = found
    return {"Expiration": f'expiry-date="{formatdate(when, usegmt=True)}", rule-id="{rule_id}"'}
