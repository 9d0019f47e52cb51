"""AWS::CDK::Metadata: the analytics record every CDK stack carries; on AWS it creates nothing either.

The stack keeps it (so a CDK template deploys unchanged and ``DescribeStackResources`` lists it as AWS
does); labcloud sends nothing anywhere.
"""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall


class Metadata(Handler):
    type = "AWS::CDK::Metadata"
    known = frozenset({"Analytics", "Modules"})

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return rc.stack_id

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        return Created(rc.stack_id, {})

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
