"""AWS::S3::AccessPoint, AWS::S3ObjectLambda::AccessPoint and AWS::S3ObjectLambda::AccessPointPolicy through
S3 Control's API (``services/s3control``), in the stack's account and region.

An access point's Ref is its name; GetAtt Alias, Arn, Name and NetworkOrigin. Its Policy changes in place
(Put/DeleteAccessPointPolicy); its other properties replace it. An Object Lambda access point's Ref is its
name; GetAtt Arn, Alias.Value/Alias.Status and CreationDate; its configuration changes in place. The
policy resource names the Object Lambda access point and sets its policy.
"""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall, as_json_text


class AccessPoint(Handler):
    type = "AWS::S3::AccessPoint"
    replace_on = frozenset(
        {"Bucket", "BucketAccountId", "Name", "VpcConfiguration", "PublicAccessBlockConfiguration"}
    )
    known = frozenset(
        {
            "Bucket",
            "BucketAccountId",
            "Name",
            "Policy",
            "PublicAccessBlockConfiguration",
            "VpcConfiguration",
            "Tags",
        }
    )
    attributes = frozenset({"Alias", "Arn", "Name", "NetworkOrigin"})

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props.get("Name") or rc.physical_name(50, lower=True, prop="Name"))

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = str(self.physical_id_of(rc, props))
        params: dict[str, Any] = {"AccountId": rc.account, "Name": name, "Bucket": props["Bucket"]}
        for member in ("BucketAccountId", "PublicAccessBlockConfiguration", "VpcConfiguration", "Tags"):
            if props.get(member) is not None:
                params[member] = props[member]
        made = await rc.call("s3control", "CreateAccessPoint", params)
        if props.get("Policy"):
            await self._policy(rc, name, props["Policy"])
        got = await rc.call("s3control", "GetAccessPoint", {"AccountId": rc.account, "Name": name})
        return Created(
            name,
            {
                "Alias": made["Alias"],
                "Arn": made["AccessPointArn"],
                "Name": name,
                "NetworkOrigin": got["NetworkOrigin"],
            },
        )

    async def _policy(self, rc: ResourceCall, name: str, policy: Any) -> None:
        if policy:
            params = {"AccountId": rc.account, "Name": name, "Policy": as_json_text(policy)}
            await rc.call("s3control", "PutAccessPointPolicy", params)
        else:
            await rc.call_quiet(
                "s3control", "DeleteAccessPointPolicy", {"AccountId": rc.account, "Name": name}
            )

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        if old.get("Policy") != new.get("Policy"):
            await self._policy(rc, physical_id, new.get("Policy"))
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("s3control", "DeleteAccessPoint", {"AccountId": rc.account, "Name": physical_id})


class ObjectLambdaAccessPoint(Handler):
    type = "AWS::S3ObjectLambda::AccessPoint"
    replace_on = frozenset({"Name"})
    known = frozenset({"Name", "ObjectLambdaConfiguration"})
    attributes = frozenset({"Arn", "Alias.Value", "Alias.Status", "CreationDate"})

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props.get("Name") or rc.physical_name(45, lower=True, prop="Name"))

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = str(self.physical_id_of(rc, props))
        params = {"AccountId": rc.account, "Name": name, "Configuration": props["ObjectLambdaConfiguration"]}
        made = await rc.call("s3control", "CreateAccessPointForObjectLambda", params)
        got = await rc.call(
            "s3control", "GetAccessPointForObjectLambda", {"AccountId": rc.account, "Name": name}
        )
        return Created(
            name,
            {
                "Arn": made["ObjectLambdaAccessPointArn"],
                "Alias.Value": made["Alias"]["Value"],
                "Alias.Status": made["Alias"]["Status"],
                "CreationDate": str(got["CreationDate"]),
            },
        )

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        params = {
            "AccountId": rc.account,
            "Name": physical_id,
            "Configuration": new["ObjectLambdaConfiguration"],
        }
        await rc.call("s3control", "PutAccessPointConfigurationForObjectLambda", params)
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(
            "s3control", "DeleteAccessPointForObjectLambda", {"AccountId": rc.account, "Name": physical_id}
        )


class ObjectLambdaAccessPointPolicy(Handler):
    type = "AWS::S3ObjectLambda::AccessPointPolicy"
    replace_on = frozenset({"ObjectLambdaAccessPoint"})
    known = frozenset({"ObjectLambdaAccessPoint", "PolicyDocument"})

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props["ObjectLambdaAccessPoint"])

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = str(props["ObjectLambdaAccessPoint"])
        params = {"AccountId": rc.account, "Name": name, "Policy": as_json_text(props["PolicyDocument"])}
        await rc.call("s3control", "PutAccessPointPolicyForObjectLambda", params)
        return Created(name, {})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        params = {"AccountId": rc.account, "Name": physical_id, "Policy": as_json_text(new["PolicyDocument"])}
        await rc.call("s3control", "PutAccessPointPolicyForObjectLambda", params)
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(
            "s3control",
            "DeleteAccessPointPolicyForObjectLambda",
            {"AccountId": rc.account, "Name": physical_id},
        )


HANDLERS = (AccessPoint(), ObjectLambdaAccessPoint(), ObjectLambdaAccessPointPolicy())
