"""The Resource Groups Tagging API (botocore ``resourcegroupstaggingapi``) in the service shape.

GetResources, GetTagKeys and GetTagValues read every service's tag source (``tag_sources.py``); TagResources
and UntagResources tag through each resource's own service. Tag policies (compliance, reports, required tags)
are not here: those operations answer 501, and GetResources refuses IncludeComplianceDetails by name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.services.resourcegroupstaggingapi.repo.schema import SCHEMA, TABLES
from labcloud.services.resourcegroupstaggingapi.state import TaggingState
from labcloud.services.shape import Contributions, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.resourcegroupstaggingapi import lookup_ops, tag_ops
else:
    lookup_ops = lazy_module("labcloud.services.resourcegroupstaggingapi.lookup_ops")
    tag_ops = lazy_module("labcloud.services.resourcegroupstaggingapi.tag_ops")

OPERATIONS: dict[str, Operation[TaggingState]] = {
    "GetResources": lookup_ops.get_resources,
    "GetTagKeys": lookup_ops.get_tag_keys,
    "GetTagValues": lookup_ops.get_tag_values,
    "TagResources": tag_ops.tag_resources,
    "UntagResources": tag_ops.untag_resources,
}


def contributions(state: TaggingState) -> Contributions:
    return Contributions()


SERVICE: Service[TaggingState] = Service(
    name="resourcegroupstaggingapi",
    state=TaggingState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
)
