"""AWS::EC2::Instance, AWS::EC2::KeyPair and AWS::EC2::LaunchTemplate through EC2's own operations
(docs/ec2.md: an instance is a record, no virtual machine runs).

An instance's create waits for ``running`` and its delete for ``terminated``, as CloudFormation does; only
its tags change in place (any other property replaces it). A key pair CloudFormation creates keeps its
private key in Parameter Store at ``/ec2/keypair/<key-pair-id>`` (a SecureString, through SSM's own
PutParameter), as AWS does; an imported one has none. A launch template's new data is a new version,
made the default.
"""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import (
    Created,
    Handler,
    ResourceCall,
    ResourceFailed,
    as_bool,
    tags_list,
    wait_until,
)
from labcloud.services.cloudformation.resources.ec2 import _retag


def _interface(spec: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {"DeviceIndex": int(spec.get("DeviceIndex", 0))}
    for member in ("SubnetId", "PrivateIpAddress", "Description"):
        if member in spec:
            out[member] = spec[member]
    if "GroupSet" in spec:
        out["Groups"] = list(spec["GroupSet"])
    for member in ("AssociatePublicIpAddress", "DeleteOnTermination"):
        if member in spec:
            out[member] = as_bool(spec[member])
    return out


def _run_params(props: dict[str, Any]) -> dict[str, Any]:
    params: dict[str, Any] = {"MinCount": 1, "MaxCount": 1}
    for member in (
        "ImageId",
        "InstanceType",
        "KeyName",
        "SubnetId",
        "SecurityGroupIds",
        "SecurityGroups",
        "UserData",
        "PrivateIpAddress",
        "InstanceInitiatedShutdownBehavior",
        "MetadataOptions",
    ):
        if member in props:
            params[member] = props[member]
    for member in ("DisableApiTermination", "EbsOptimized"):
        if member in props:
            params[member] = as_bool(props[member])
    if "Monitoring" in props:
        params["Monitoring"] = {"Enabled": as_bool(props["Monitoring"])}
    placement = {
        k: props[p]
        for p, k in (("AvailabilityZone", "AvailabilityZone"), ("Tenancy", "Tenancy"))
        if p in props
    }
    if placement:
        params["Placement"] = placement
    profile = props.get("IamInstanceProfile")
    if profile:
        params["IamInstanceProfile"] = (
            {"Arn": profile} if str(profile).startswith("arn:") else {"Name": profile}
        )
    if "LaunchTemplate" in props:
        params["LaunchTemplate"] = dict(props["LaunchTemplate"])
    if "NetworkInterfaces" in props:
        params["NetworkInterfaces"] = [_interface(i) for i in props["NetworkInterfaces"]]
    credits = (props.get("CreditSpecification") or {}).get("CPUCredits")
    if credits:
        params["CreditSpecification"] = {"CpuCredits": credits}
    tags = tags_list(props)
    if tags:
        params["TagSpecifications"] = [{"ResourceType": "instance", "Tags": tags}]
    return params


async def _instance(rc: ResourceCall, instance_id: str) -> dict[str, Any]:
    answer = await rc.call("ec2", "DescribeInstances", {"InstanceIds": [instance_id]})
    return answer["Reservations"][0]["Instances"][0]


class Instance(Handler):
    type = "AWS::EC2::Instance"
    known = frozenset(
        {
            "ImageId",
            "InstanceType",
            "KeyName",
            "SubnetId",
            "SecurityGroupIds",
            "SecurityGroups",
            "UserData",
            "IamInstanceProfile",
            "Tags",
            "AvailabilityZone",
            "Tenancy",
            "PrivateIpAddress",
            "DisableApiTermination",
            "Monitoring",
            "EbsOptimized",
            "InstanceInitiatedShutdownBehavior",
            "LaunchTemplate",
            "NetworkInterfaces",
            "MetadataOptions",
            "CreditSpecification",
            "SourceDestCheck",
        }
    )
    attributes = frozenset(
        {"AvailabilityZone", "PrivateDnsName", "PrivateIp", "PublicDnsName", "InstanceId", "VpcId"}
    )

    def needs_replacement(self, old: dict[str, Any], new: dict[str, Any]) -> bool:
        """Only tags change in place here; labcloud replaces the instance for any other change."""
        return {k: v for k, v in old.items() if k != "Tags"} != {k: v for k, v in new.items() if k != "Tags"}

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        reservation = await rc.call("ec2", "RunInstances", _run_params(props))
        instance_id = reservation["Instances"][0]["InstanceId"]
        if "SourceDestCheck" in props:
            await rc.call(
                "ec2",
                "ModifyInstanceAttribute",
                {"InstanceId": instance_id, "SourceDestCheck": {"Value": as_bool(props["SourceDestCheck"])}},
            )
        found: dict[str, Any] = {}

        async def running() -> bool:
            found.update(await _instance(rc, instance_id))
            return bool(found["State"]["Name"] == "running")

        try:
            await wait_until(running, f"Instance {instance_id}")
        except ResourceFailed as failed:
            raise ResourceFailed(failed.reason, instance_id) from None
        return Created(
            instance_id,
            {
                "InstanceId": instance_id,
                "AvailabilityZone": found["Placement"]["AvailabilityZone"],
                "PrivateDnsName": found.get("PrivateDnsName", ""),
                "PrivateIp": found.get("PrivateIpAddress", ""),
                "PublicDnsName": found.get("PublicDnsName", ""),
                "VpcId": found.get("VpcId", ""),
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
        await _retag(rc, physical_id, old, new)
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        if await rc.call_quiet("ec2", "TerminateInstances", {"InstanceIds": [physical_id]}) is None:
            return

        async def terminated() -> bool:
            return bool((await _instance(rc, physical_id))["State"]["Name"] == "terminated")

        await wait_until(terminated, f"Instance {physical_id}")


def parameter_name(key_pair_id: str) -> str:
    return f"/ec2/keypair/{key_pair_id}"


class KeyPair(Handler):
    type = "AWS::EC2::KeyPair"
    known = frozenset({"KeyName", "KeyType", "KeyFormat", "PublicKeyMaterial", "Tags"})
    required = ("KeyName",)
    replace_all = True
    attributes = frozenset({"KeyPairId", "KeyFingerprint"})

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props["KeyName"])

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        tags = tags_list(props)
        specs = {"TagSpecifications": [{"ResourceType": "key-pair", "Tags": tags}]} if tags else {}
        name = str(props["KeyName"])
        if "PublicKeyMaterial" in props:
            made = await rc.call(
                "ec2",
                "ImportKeyPair",
                {"KeyName": name, "PublicKeyMaterial": str(props["PublicKeyMaterial"]).encode(), **specs},
            )
        else:
            params: dict[str, Any] = {"KeyName": name, **specs}
            for member in ("KeyType", "KeyFormat"):
                if member in props:
                    params[member] = props[member]
            made = await rc.call("ec2", "CreateKeyPair", params)
            await rc.call(
                "ssm",
                "PutParameter",
                {
                    "Name": parameter_name(made["KeyPairId"]),
                    "Value": made["KeyMaterial"],
                    "Type": "SecureString",
                    "Overwrite": True,
                },
            )
        return Created(name, {"KeyPairId": made["KeyPairId"], "KeyFingerprint": made["KeyFingerprint"]})

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("ec2", "DeleteKeyPair", {"KeyName": physical_id})
        key_pair_id = attributes.get("KeyPairId")
        if key_pair_id and "PublicKeyMaterial" not in props:
            await rc.call_quiet("ssm", "DeleteParameter", {"Name": parameter_name(str(key_pair_id))})


class LaunchTemplate(Handler):
    type = "AWS::EC2::LaunchTemplate"
    known = frozenset({"LaunchTemplateName", "LaunchTemplateData", "VersionDescription", "TagSpecifications"})
    required = ("LaunchTemplateData",)
    replace_on = frozenset({"LaunchTemplateName"})
    attributes = frozenset({"LaunchTemplateId", "DefaultVersionNumber", "LatestVersionNumber"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = props.get("LaunchTemplateName") or rc.physical_name(max_length=128)
        params: dict[str, Any] = {
            "LaunchTemplateName": name,
            "LaunchTemplateData": props["LaunchTemplateData"],
        }
        if "VersionDescription" in props:
            params["VersionDescription"] = props["VersionDescription"]
        specs = [
            {"ResourceType": s.get("ResourceType"), "Tags": tags_list(s)}
            for s in props.get("TagSpecifications") or []
        ]
        if specs:
            params["TagSpecifications"] = specs
        made = (await rc.call("ec2", "CreateLaunchTemplate", params))["LaunchTemplate"]
        return Created(made["LaunchTemplateId"], self._facts(made))

    @staticmethod
    def _facts(template: dict[str, Any]) -> dict[str, Any]:
        return {
            "LaunchTemplateId": template["LaunchTemplateId"],
            "DefaultVersionNumber": str(template["DefaultVersionNumber"]),
            "LatestVersionNumber": str(template["LatestVersionNumber"]),
        }

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        if old.get("LaunchTemplateData") != new.get("LaunchTemplateData") or old.get(
            "VersionDescription"
        ) != new.get("VersionDescription"):
            params: dict[str, Any] = {
                "LaunchTemplateId": physical_id,
                "LaunchTemplateData": new["LaunchTemplateData"],
            }
            if "VersionDescription" in new:
                params["VersionDescription"] = new["VersionDescription"]
            version = (await rc.call("ec2", "CreateLaunchTemplateVersion", params))["LaunchTemplateVersion"]
            await rc.call(
                "ec2",
                "ModifyLaunchTemplate",
                {"LaunchTemplateId": physical_id, "DefaultVersion": str(version["VersionNumber"])},
            )
        template = (await rc.call("ec2", "DescribeLaunchTemplates", {"LaunchTemplateIds": [physical_id]}))[
            "LaunchTemplates"
        ][0]
        return self._facts(template)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("ec2", "DeleteLaunchTemplate", {"LaunchTemplateId": physical_id})


HANDLERS = (Instance(), KeyPair(), LaunchTemplate())
