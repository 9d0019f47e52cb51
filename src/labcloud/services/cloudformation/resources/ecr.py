"""AWS::ECR::Repository through ECR's API.

``Ref`` is the repository name; ``Fn::GetAtt`` answers ``Arn`` and ``RepositoryUri`` (the registry labcloud
serves, docs/ecr.md). Tag mutability (and its exclusion filters), scanning, the lifecycle policy, the
repository policy and tags change in place; the name and the encryption configuration are create-only and
replace. A delete of a repository holding images fails as AWS's does unless ``EmptyOnDelete`` is true.
What ECR refuses (a missing KMS key, an invalid policy) fails the resource with ECR's own error."""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import (
    Created,
    Handler,
    ResourceCall,
    as_bool,
    as_json_text,
)


def _tags(props: dict[str, Any]) -> dict[str, str]:
    return {str(t["Key"]): str(t.get("Value", "")) for t in props.get("Tags") or []}


def _mutability(props: dict[str, Any]) -> dict[str, Any]:
    params: dict[str, Any] = {"imageTagMutability": props.get("ImageTagMutability") or "MUTABLE"}
    filters = props.get("ImageTagMutabilityExclusionFilters")
    if filters:
        params["imageTagMutabilityExclusionFilters"] = [
            {
                "filterType": f["ImageTagMutabilityExclusionFilterType"],
                "filter": f["ImageTagMutabilityExclusionFilterValue"],
            }
            for f in filters
        ]
    return params


def _scanning(props: dict[str, Any]) -> dict[str, Any]:
    return {"scanOnPush": as_bool((props.get("ImageScanningConfiguration") or {}).get("ScanOnPush", False))}


class Repository(Handler):
    type = "AWS::ECR::Repository"
    known = frozenset(
        {
            "RepositoryName",
            "ImageTagMutability",
            "ImageTagMutabilityExclusionFilters",
            "ImageScanningConfiguration",
            "EncryptionConfiguration",
            "LifecyclePolicy",
            "RepositoryPolicyText",
            "EmptyOnDelete",
            "Tags",
        }
    )

    def _name(self, rc: ResourceCall, props: dict[str, Any]) -> str:
        return str(props.get("RepositoryName") or rc.physical_name(256, lower=True, prop="RepositoryName"))

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return self._name(rc, props)

    async def _attributes(self, rc: ResourceCall, name: str) -> dict[str, Any]:
        found = await rc.call("ecr", "DescribeRepositories", {"repositoryNames": [name]})
        repository = found["repositories"][0]
        return {"Arn": repository["repositoryArn"], "RepositoryUri": repository["repositoryUri"]}

    async def _policies(self, rc: ResourceCall, name: str, old: dict[str, Any], new: dict[str, Any]) -> None:
        policy, before = new.get("RepositoryPolicyText"), old.get("RepositoryPolicyText")
        if policy:
            if policy != before:
                await rc.call(
                    "ecr", "SetRepositoryPolicy", {"repositoryName": name, "policyText": as_json_text(policy)}
                )
        elif before:
            await rc.call_quiet("ecr", "DeleteRepositoryPolicy", {"repositoryName": name})
        text = (new.get("LifecyclePolicy") or {}).get("LifecyclePolicyText")
        was = (old.get("LifecyclePolicy") or {}).get("LifecyclePolicyText")
        if text:
            if text != was:
                await rc.call(
                    "ecr", "PutLifecyclePolicy", {"repositoryName": name, "lifecyclePolicyText": text}
                )
        elif was:
            await rc.call_quiet("ecr", "DeleteLifecyclePolicy", {"repositoryName": name})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = self._name(rc, props)
        params: dict[str, Any] = {"repositoryName": name, **_mutability(props)}
        params["imageScanningConfiguration"] = _scanning(props)
        encryption = props.get("EncryptionConfiguration")
        if encryption:
            params["encryptionConfiguration"] = {"encryptionType": encryption["EncryptionType"]}
            if encryption.get("KmsKey"):
                params["encryptionConfiguration"]["kmsKey"] = encryption["KmsKey"]
        tags = _tags(props)
        if tags:
            params["tags"] = [{"Key": k, "Value": v} for k, v in tags.items()]
        await rc.call("ecr", "CreateRepository", params)
        await self._policies(rc, name, {}, props)
        return Created(name, await self._attributes(rc, name))

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        name = physical_id
        if _mutability(old) != _mutability(new):
            await rc.call("ecr", "PutImageTagMutability", {"repositoryName": name, **_mutability(new)})
        if _scanning(old) != _scanning(new):
            await rc.call(
                "ecr",
                "PutImageScanningConfiguration",
                {"repositoryName": name, "imageScanningConfiguration": _scanning(new)},
            )
        await self._policies(rc, name, old, new)
        before, after = _tags(old), _tags(new)
        arn = attributes.get("Arn") or (await self._attributes(rc, name))["Arn"]
        gone = [key for key in before if key not in after]
        if gone:
            await rc.call("ecr", "UntagResource", {"resourceArn": arn, "tagKeys": gone})
        if after and after != before:
            await rc.call(
                "ecr",
                "TagResource",
                {"resourceArn": arn, "tags": [{"Key": k, "Value": v} for k, v in after.items()]},
            )
        return await self._attributes(rc, name)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        params: dict[str, Any] = {"repositoryName": physical_id}
        if as_bool(props.get("EmptyOnDelete", False)):
            params["force"] = True
        await rc.call_quiet("ecr", "DeleteRepository", params)
