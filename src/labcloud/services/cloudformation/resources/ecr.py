"""AWS::ECR::Repository as a record only: labcloud has no ECR (no registry, no images, no ECR API).

A stack may declare a repository (the CDK bootstrap stack does, for image assets); the stack keeps its
name, ARN and URI so ``Ref`` and ``Fn::GetAtt`` answer as on AWS, and nothing else exists. Image assets
cannot be published (docs/cdk.md).
"""

from __future__ import annotations

import re
from typing import Any

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall, ResourceFailed

_NAME = re.compile(r"^(?:[a-z0-9]+(?:[._-][a-z0-9]+)*/)*[a-z0-9]+(?:[._-][a-z0-9]+)*$")


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

    def _attrs(self, rc: ResourceCall, name: str) -> dict[str, Any]:
        return {
            "Arn": f"arn:aws:ecr:{rc.region}:{rc.account}:repository/{name}",
            "RepositoryUri": f"{rc.account}.dkr.ecr.{rc.region}.amazonaws.com/{name}",
        }

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = self._name(rc, props)
        if not 2 <= len(name) <= 256 or not _NAME.match(name):
            raise ResourceFailed(
                f"Invalid parameter at 'repositoryName' failed to satisfy constraint: "
                f"'must satisfy regular expression '{_NAME.pattern}'' (value {name!r})"
            )
        mutability = props.get("ImageTagMutability")
        if mutability is not None and mutability not in ("MUTABLE", "IMMUTABLE"):
            raise ResourceFailed(f"Invalid parameter ImageTagMutability: {mutability}")
        return Created(name, self._attrs(rc, name))

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        return None
