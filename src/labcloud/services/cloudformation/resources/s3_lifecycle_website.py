"""AWS::S3::Bucket's ``LifecycleConfiguration`` and ``WebsiteConfiguration``: CloudFormation's shapes
turned into PutBucketLifecycleConfiguration's and PutBucketWebsite's, and applied (or removed) when a
stack creates or updates the bucket. S3 checks what it is given: what it refuses (rules on noncurrent
versions, an empty routing condition...) fails the resource with S3's message."""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import ResourceCall


def _storage_class(value: Any) -> str:
    return "GLACIER" if value == "Glacier" else str(value)


def _transition(spec: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {"StorageClass": _storage_class(spec["StorageClass"])}
    if "TransitionInDays" in spec:
        out["Days"] = int(spec["TransitionInDays"])
    if "TransitionDate" in spec:
        out["Date"] = spec["TransitionDate"]
    return out


def _noncurrent_transition(spec: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {
        "StorageClass": _storage_class(spec["StorageClass"]),
        "NoncurrentDays": int(spec["TransitionInDays"]),
    }
    if "NewerNoncurrentVersions" in spec:
        out["NewerNoncurrentVersions"] = int(spec["NewerNoncurrentVersions"])
    return out


def _filter(rule: dict[str, Any]) -> dict[str, Any]:
    parts: dict[str, Any] = {}
    if rule.get("Prefix"):
        parts["Prefix"] = rule["Prefix"]
    for name in ("ObjectSizeGreaterThan", "ObjectSizeLessThan"):
        if rule.get(name) is not None:
            parts[name] = int(rule[name])
    tags = [{"Key": t["Key"], "Value": t["Value"]} for t in rule.get("TagFilters") or []]
    if len(parts) + len(tags) > 1:
        return {"And": {**parts, **({"Tags": tags} if tags else {})}}
    if tags:
        return {"Tag": tags[0]}
    return parts or {"Prefix": ""}


def _rule(rule: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {"Status": rule["Status"], "Filter": _filter(rule)}
    if rule.get("Id"):
        out["ID"] = rule["Id"]
    expiration: dict[str, Any] = {}
    if "ExpirationInDays" in rule:
        expiration["Days"] = int(rule["ExpirationInDays"])
    if "ExpirationDate" in rule:
        expiration["Date"] = rule["ExpirationDate"]
    if "ExpiredObjectDeleteMarker" in rule:
        expiration["ExpiredObjectDeleteMarker"] = rule["ExpiredObjectDeleteMarker"]
    if expiration:
        out["Expiration"] = expiration
    transitions = [_transition(t) for t in rule.get("Transitions") or []]
    if rule.get("Transition"):
        transitions.append(_transition(rule["Transition"]))
    if transitions:
        out["Transitions"] = transitions
    noncurrent = [_noncurrent_transition(t) for t in rule.get("NoncurrentVersionTransitions") or []]
    if rule.get("NoncurrentVersionTransition"):
        noncurrent.append(_noncurrent_transition(rule["NoncurrentVersionTransition"]))
    if noncurrent:
        out["NoncurrentVersionTransitions"] = noncurrent
    if rule.get("NoncurrentVersionExpiration"):
        spec = rule["NoncurrentVersionExpiration"]
        out["NoncurrentVersionExpiration"] = {"NoncurrentDays": int(spec["NoncurrentDays"])} | (
            {"NewerNoncurrentVersions": int(spec["NewerNoncurrentVersions"])}
            if "NewerNoncurrentVersions" in spec
            else {}
        )
    elif "NoncurrentVersionExpirationInDays" in rule:
        out["NoncurrentVersionExpiration"] = {
            "NoncurrentDays": int(rule["NoncurrentVersionExpirationInDays"])
        }
    if rule.get("AbortIncompleteMultipartUpload"):
        days = rule["AbortIncompleteMultipartUpload"]["DaysAfterInitiation"]
        out["AbortIncompleteMultipartUpload"] = {"DaysAfterInitiation": int(days)}
    return out


def lifecycle_request(name: str, spec: dict[str, Any]) -> dict[str, Any]:
    """CloudFormation's LifecycleConfiguration → PutBucketLifecycleConfiguration's parameters."""
    params: dict[str, Any] = {
        "Bucket": name,
        "LifecycleConfiguration": {"Rules": [_rule(r) for r in spec.get("Rules") or []]},
    }
    if spec.get("TransitionDefaultMinimumObjectSize"):
        params["TransitionDefaultMinimumObjectSize"] = spec["TransitionDefaultMinimumObjectSize"]
    return params


def website_configuration(spec: dict[str, Any]) -> dict[str, Any]:
    """CloudFormation's WebsiteConfiguration → PutBucketWebsite's WebsiteConfiguration."""
    out: dict[str, Any] = {}
    if spec.get("IndexDocument"):
        out["IndexDocument"] = {"Suffix": spec["IndexDocument"]}
    if spec.get("ErrorDocument"):
        out["ErrorDocument"] = {"Key": spec["ErrorDocument"]}
    if spec.get("RedirectAllRequestsTo"):
        out["RedirectAllRequestsTo"] = dict(spec["RedirectAllRequestsTo"])
    rules = []
    for rule in spec.get("RoutingRules") or []:
        item: dict[str, Any] = {"Redirect": dict(rule.get("RedirectRule") or {})}
        if rule.get("RoutingRuleCondition") is not None:
            item["Condition"] = dict(rule["RoutingRuleCondition"])
        rules.append(item)
    if rules:
        out["RoutingRules"] = rules
    return out


async def configure(rc: ResourceCall, name: str, old: dict[str, Any], new: dict[str, Any]) -> None:
    """Apply the two configurations where they changed (a removed one is deleted from the bucket)."""
    if old.get("LifecycleConfiguration") != new.get("LifecycleConfiguration"):
        if new.get("LifecycleConfiguration"):
            await rc.call(
                "s3",
                "PutBucketLifecycleConfiguration",
                lifecycle_request(name, new["LifecycleConfiguration"]),
            )
        else:
            await rc.call("s3", "DeleteBucketLifecycle", {"Bucket": name})
    if old.get("WebsiteConfiguration") != new.get("WebsiteConfiguration"):
        if new.get("WebsiteConfiguration"):
            configuration = website_configuration(new["WebsiteConfiguration"])
            await rc.call("s3", "PutBucketWebsite", {"Bucket": name, "WebsiteConfiguration": configuration})
        else:
            await rc.call("s3", "DeleteBucketWebsite", {"Bucket": name})
