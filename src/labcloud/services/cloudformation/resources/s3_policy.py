"""AWS::S3::BucketPolicy: a bucket's policy, set and removed through S3's Put/DeleteBucketPolicy."""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall, as_json_text


class BucketPolicy(Handler):
    type = "AWS::S3::BucketPolicy"
    known = frozenset({"Bucket", "PolicyDocument"})
    attributes = frozenset({"Id"})

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return rc.physical_name(128)

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        await rc.call(
            "s3",
            "PutBucketPolicy",
            {"Bucket": props["Bucket"], "Policy": as_json_text(props["PolicyDocument"])},
        )
        physical = rc.physical_name(128)
        return Created(physical, {"Id": physical})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        self.check(new)
        await rc.call(
            "s3", "PutBucketPolicy", {"Bucket": new["Bucket"], "Policy": as_json_text(new["PolicyDocument"])}
        )
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        if props.get("Bucket"):
            await rc.call_quiet("s3", "DeleteBucketPolicy", {"Bucket": props["Bucket"]})
