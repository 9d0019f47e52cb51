"""AWS::S3::Bucket (name, tags, default encryption, versioning, event notifications to Lambda/SQS/SNS and
EventBridge, CORS rules, the public access block, object ownership, a canned ACL, request-metrics
configurations, lifecycle rules and the static website: ``s3_lifecycle_website``; replication:
``s3_replication``).

A versioning configuration removed by an update suspends versioning, as CloudFormation does (a bucket once
versioned is never unversioned again). ``WebsiteURL``, ``DomainName`` and ``RegionalDomainName`` name
labcloud's endpoints (docs/s3.md).
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

from labcloud.services.cloudformation.resources import s3_lifecycle_website, s3_replication
from labcloud.services.cloudformation.resources.base import (
    Created,
    Handler,
    ResourceCall,
    ResourceFailed,
    as_bool,
    tags_list,
)

#: Properties recorded by the stack with no effect in labcloud's S3 (see the module docstring).
RECORDED: frozenset[str] = frozenset()
_HANDLED = (
    frozenset(
        {
            "BucketName",
            "Tags",
            "NotificationConfiguration",
            "AccessControl",
            "BucketEncryption",
            "CorsConfiguration",
            "PublicAccessBlockConfiguration",
            "OwnershipControls",
            "VersioningConfiguration",
            "ObjectLockEnabled",
            "ObjectLockConfiguration",
            "LifecycleConfiguration",
            "WebsiteConfiguration",
            "ReplicationConfiguration",
            "MetricsConfigurations",
        }
    )
    | RECORDED
)
#: CloudFormation's AccessControl values → S3's canned ACLs.
CANNED_ACLS = {
    "Private": "private",
    "PublicRead": "public-read",
    "PublicReadWrite": "public-read-write",
    "AuthenticatedRead": "authenticated-read",
    "LogDeliveryWrite": "log-delivery-write",
}
_BLOCK_FLAGS = ("BlockPublicAcls", "IgnorePublicAcls", "BlockPublicPolicy", "RestrictPublicBuckets")


def _check(props: dict[str, Any]) -> None:
    unsupported = sorted(set(props) - _HANDLED)
    if unsupported:
        raise ResourceFailed(f"labcloud does not support {unsupported[0]} on AWS::S3::Bucket")
    acl = props.get("AccessControl")
    if acl is not None and acl not in CANNED_ACLS:
        raise ResourceFailed(
            f"labcloud does not support AccessControl {acl} on AWS::S3::Bucket (one of {sorted(CANNED_ACLS)})"
        )


def cors_rules(spec: dict[str, Any]) -> list[dict[str, Any]]:
    """CloudFormation's CorsConfiguration → PutBucketCors's CORSRules."""
    names = (
        ("Id", "ID"),
        ("AllowedHeaders", "AllowedHeaders"),
        ("AllowedMethods", "AllowedMethods"),
        ("AllowedOrigins", "AllowedOrigins"),
        ("ExposedHeaders", "ExposeHeaders"),
    )
    rules = []
    for rule in spec.get("CorsRules") or []:
        out = {api: rule[cfn] for cfn, api in names if rule.get(cfn) is not None}
        if rule.get("MaxAge") is not None:
            out["MaxAgeSeconds"] = int(rule["MaxAge"])
        rules.append(out)
    return rules


def encryption_configuration(spec: dict[str, Any]) -> dict[str, Any]:
    """CloudFormation's BucketEncryption → PutBucketEncryption's ServerSideEncryptionConfiguration."""
    rules = []
    for rule in spec.get("ServerSideEncryptionConfiguration") or []:
        out: dict[str, Any] = {}
        default = rule.get("ServerSideEncryptionByDefault")
        if default:
            out["ApplyServerSideEncryptionByDefault"] = {
                key: default[key] for key in ("SSEAlgorithm", "KMSMasterKeyID") if default.get(key)
            }
        if "BucketKeyEnabled" in rule:
            out["BucketKeyEnabled"] = rule["BucketKeyEnabled"]
        rules.append(out)
    return {"Rules": rules}


def _filter(spec: dict[str, Any]) -> dict[str, Any] | None:
    rules = ((spec.get("Filter") or {}).get("S3Key") or {}).get("Rules")
    if not rules:
        return None
    return {"Key": {"FilterRules": [{"Name": r["Name"], "Value": r["Value"]} for r in rules]}}


def notification_configuration(spec: dict[str, Any] | None) -> dict[str, Any]:
    """CloudFormation's NotificationConfiguration → PutBucketNotificationConfiguration's shape."""
    spec = spec or {}
    out: dict[str, Any] = {}
    for cfn_key, api_key, target_cfn, target_api in (
        ("LambdaConfigurations", "LambdaFunctionConfigurations", "Function", "LambdaFunctionArn"),
        ("QueueConfigurations", "QueueConfigurations", "Queue", "QueueArn"),
        ("TopicConfigurations", "TopicConfigurations", "Topic", "TopicArn"),
    ):
        entries = []
        for item in spec.get(cfn_key) or []:
            entry: dict[str, Any] = {"Events": [item["Event"]], target_api: item[target_cfn]}
            rules = _filter(item)
            if rules:
                entry["Filter"] = rules
            entries.append(entry)
        if entries:
            out[api_key] = entries
    eventbridge = spec.get("EventBridgeConfiguration")
    if eventbridge is not None:
        if not isinstance(eventbridge, dict):
            raise ResourceFailed(
                "Properties validation failed for resource with message: "
                "#/NotificationConfiguration/EventBridgeConfiguration: expected type: JSONObject"
            )
        if as_bool(eventbridge.get("EventBridgeEnabled", True)):  # AWS's default when the key is absent
            out["EventBridgeConfiguration"] = {}
    return out


def metrics_configuration(spec: dict[str, Any]) -> dict[str, Any]:
    """One of CloudFormation's MetricsConfigurations → PutBucketMetricsConfiguration's MetricsConfiguration
    (tag and access point filters go to S3, which refuses them in labcloud: the resource fails)."""
    out: dict[str, Any] = {"Id": spec.get("Id")}
    tags = [{"Key": t["Key"], "Value": t["Value"]} for t in spec.get("TagFilters") or []]
    if tags or spec.get("AccessPointArn"):
        conjunction: dict[str, Any] = {"Tags": tags}
        for member in ("Prefix", "AccessPointArn"):
            if spec.get(member) is not None:
                conjunction[member] = spec[member]
        out["Filter"] = {"And": conjunction}
    elif spec.get("Prefix") is not None:
        out["Filter"] = {"Prefix": spec["Prefix"]}
    return out


async def configure_metrics(rc: ResourceCall, name: str, old: dict[str, Any], new: dict[str, Any]) -> None:
    """Put the configurations that are new or changed, delete the ones no longer named."""
    before = {str(m.get("Id")): m for m in old.get("MetricsConfigurations") or []}
    after = {str(m.get("Id")): m for m in new.get("MetricsConfigurations") or []}
    for config_id in before.keys() - after.keys():
        # quiet: a rollback deletes the ones a failed update named but never put
        await rc.call_quiet("s3", "DeleteBucketMetricsConfiguration", {"Bucket": name, "Id": config_id})
    for config_id, spec in after.items():
        if before.get(config_id) != spec:
            configuration = metrics_configuration(spec)
            await rc.call(
                "s3",
                "PutBucketMetricsConfiguration",
                {"Bucket": name, "Id": config_id, "MetricsConfiguration": configuration},
            )


def object_lock_configuration(spec: dict[str, Any] | None) -> dict[str, Any]:
    """CloudFormation's ObjectLockConfiguration → PutObjectLockConfiguration's (no rule: Object Lock stays
    on, as it does on AWS, without a default retention)."""
    spec = spec or {}
    out: dict[str, Any] = {"ObjectLockEnabled": spec.get("ObjectLockEnabled") or "Enabled"}
    retention = (spec.get("Rule") or {}).get("DefaultRetention")
    if retention:
        kept: dict[str, Any] = {"Mode": retention.get("Mode")}
        for member in ("Days", "Years"):
            if retention.get(member) is not None:
                kept[member] = int(retention[member])
        out["Rule"] = {"DefaultRetention": kept}
    return out


class Bucket(Handler):
    type = "AWS::S3::Bucket"
    replace_on = frozenset({"ObjectLockEnabled"})

    def _attrs(self, rc: ResourceCall, name: str) -> dict[str, Any]:
        port = urlsplit(rc.hub.settings.endpoint).port
        local = f"localhost:{port}" if port else "localhost"
        return {
            "Arn": f"arn:aws:s3:::{name}",
            "DomainName": f"{name}.s3.{local}",
            "RegionalDomainName": f"{name}.s3.{local}",
            "DualStackDomainName": f"{name}.s3.dualstack.{rc.region}.amazonaws.com",
            "WebsiteURL": f"http://{name}.s3-website-{rc.region}.{local}",
        }

    async def _configure(self, rc: ResourceCall, name: str, old: dict[str, Any], new: dict[str, Any]) -> None:
        await s3_replication.remove(rc, name, old, new)  # before versioning may be suspended
        if old.get("VersioningConfiguration") != new.get("VersioningConfiguration"):
            wanted = (new.get("VersioningConfiguration") or {}).get("Status", "Suspended")
            await rc.call(
                "s3", "PutBucketVersioning", {"Bucket": name, "VersioningConfiguration": {"Status": wanted}}
            )
        if old.get("ObjectLockConfiguration") != new.get("ObjectLockConfiguration"):
            lock = object_lock_configuration(new.get("ObjectLockConfiguration"))
            await rc.call(
                "s3", "PutObjectLockConfiguration", {"Bucket": name, "ObjectLockConfiguration": lock}
            )
        if old.get("NotificationConfiguration") != new.get("NotificationConfiguration"):
            await rc.call(
                "s3",
                "PutBucketNotificationConfiguration",
                {
                    "Bucket": name,
                    "NotificationConfiguration": notification_configuration(
                        new.get("NotificationConfiguration")
                    ),
                },
            )
        if old.get("Tags") != new.get("Tags"):
            if new.get("Tags"):
                await rc.call(
                    "s3", "PutBucketTagging", {"Bucket": name, "Tagging": {"TagSet": tags_list(new)}}
                )
            else:
                await rc.call("s3", "DeleteBucketTagging", {"Bucket": name})
        if old.get("BucketEncryption") != new.get("BucketEncryption"):
            if new.get("BucketEncryption"):
                configuration = encryption_configuration(new["BucketEncryption"])
                await rc.call(
                    "s3",
                    "PutBucketEncryption",
                    {"Bucket": name, "ServerSideEncryptionConfiguration": configuration},
                )
            else:
                await rc.call("s3", "DeleteBucketEncryption", {"Bucket": name})
        await self._access(rc, name, old, new)
        await configure_metrics(rc, name, old, new)
        await s3_lifecycle_website.configure(rc, name, old, new)
        await s3_replication.configure(rc, name, old, new)

    async def _access(self, rc: ResourceCall, name: str, old: dict[str, Any], new: dict[str, Any]) -> None:
        """Ownership, ACL and public access block in the order that lets each step pass: ACLs enabled before
        an ACL is set and disabled after it is private again; public ACLs blocked after a public ACL is set
        and unblocked before. Then CORS."""
        bucket = {"Bucket": name}
        rules = (new.get("OwnershipControls") or {}).get("Rules") or []
        enforcing = any(r.get("ObjectOwnership") == "BucketOwnerEnforced" for r in rules)
        block = new.get("PublicAccessBlockConfiguration")
        blocking = block is not None and as_bool(block.get("BlockPublicAcls", False))

        async def set_ownership() -> None:
            if old.get("OwnershipControls") == new.get("OwnershipControls"):
                return
            if rules:
                controls = {"Rules": [{"ObjectOwnership": r.get("ObjectOwnership")} for r in rules]}
                await rc.call("s3", "PutBucketOwnershipControls", {**bucket, "OwnershipControls": controls})
            elif old:
                await rc.call("s3", "DeleteBucketOwnershipControls", bucket)

        async def set_acl() -> None:
            if old.get("AccessControl") != new.get("AccessControl") and (old or new.get("AccessControl")):
                acl = CANNED_ACLS[new.get("AccessControl") or "Private"]
                await rc.call("s3", "PutBucketAcl", {**bucket, "ACL": acl})

        async def set_block() -> None:
            if old.get("PublicAccessBlockConfiguration") == block:
                return
            if block is not None:
                flags = {flag: as_bool(block.get(flag, False)) for flag in _BLOCK_FLAGS}
                await rc.call(
                    "s3", "PutPublicAccessBlock", {**bucket, "PublicAccessBlockConfiguration": flags}
                )
            else:
                await rc.call("s3", "DeletePublicAccessBlock", bucket)

        steps = [set_acl, set_ownership] if enforcing else [set_ownership, set_acl]
        steps = [*steps, set_block] if blocking else [set_block, *steps]
        for step in steps:
            await step()
        if old.get("CorsConfiguration") != new.get("CorsConfiguration"):
            if new.get("CorsConfiguration"):
                rules = cors_rules(new["CorsConfiguration"])
                await rc.call("s3", "PutBucketCors", {**bucket, "CORSConfiguration": {"CORSRules": rules}})
            else:
                await rc.call("s3", "DeleteBucketCors", bucket)

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props.get("BucketName") or rc.physical_name(63, lower=True, prop="BucketName"))

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        _check(props)
        name = props.get("BucketName") or rc.physical_name(63, lower=True, prop="BucketName")
        params: dict[str, Any] = {"Bucket": name}
        if rc.region != "us-east-1":
            params["CreateBucketConfiguration"] = {"LocationConstraint": rc.region}
        if as_bool(props.get("ObjectLockEnabled", False)):
            params["ObjectLockEnabledForBucket"] = True
        await rc.call("s3", "CreateBucket", params)
        try:
            await self._configure(rc, name, {}, props)
        except ResourceFailed:
            await rc.call_quiet("s3", "DeleteBucket", {"Bucket": name})
            raise
        return Created(name, self._attrs(rc, name))

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        _check(new)
        await self._configure(rc, physical_id, old, new)
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("s3", "DeleteBucket", {"Bucket": physical_id})
