"""AWS::S3::Bucket (name, tags, default encryption, event notifications to Lambda/SQS/SNS and EventBridge,
lifecycle rules and the static website: ``s3_lifecycle_website``).

Versioning and the public access block are recorded in the stack only (labcloud's S3 keeps one version
of an object): docs/cdk.md says so. ``WebsiteURL``, ``DomainName`` and ``RegionalDomainName`` name
labcloud's endpoints (docs/s3.md).
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

from labcloud.services.cloudformation.resources import s3_lifecycle_website
from labcloud.services.cloudformation.resources.base import (
    Created,
    Handler,
    ResourceCall,
    ResourceFailed,
    as_bool,
    tags_list,
)

#: Properties recorded by the stack with no effect in labcloud's S3 (see the module docstring).
RECORDED = frozenset({"VersioningConfiguration", "PublicAccessBlockConfiguration"})
_HANDLED = (
    frozenset({"BucketName", "Tags", "NotificationConfiguration", "AccessControl", "BucketEncryption"})
    | frozenset({"LifecycleConfiguration", "WebsiteConfiguration"})
    | RECORDED
)


def _check(props: dict[str, Any]) -> None:
    unsupported = sorted(set(props) - _HANDLED)
    if unsupported:
        raise ResourceFailed(f"labcloud does not support {unsupported[0]} on AWS::S3::Bucket")
    acl = props.get("AccessControl")
    if acl is not None and acl != "Private":
        raise ResourceFailed(f"labcloud supports only AccessControl Private on AWS::S3::Bucket, not {acl}")


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
        await s3_lifecycle_website.configure(rc, name, old, new)

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props.get("BucketName") or rc.physical_name(63, lower=True, prop="BucketName"))

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        _check(props)
        name = props.get("BucketName") or rc.physical_name(63, lower=True, prop="BucketName")
        params: dict[str, Any] = {"Bucket": name}
        if rc.region != "us-east-1":
            params["CreateBucketConfiguration"] = {"LocationConstraint": rc.region}
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
