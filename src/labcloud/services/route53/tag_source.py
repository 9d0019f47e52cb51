"""Route 53's hosted zones as tagged resources for the Tagging API (``tag_sources.py``): listed from its own
table (Route 53 is global: in us-east-1, as AWS's Tagging API lists it), tagged through ChangeTagsForResource."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.route53.repo import zones
from labcloud.services.route53.state import Route53State
from labcloud.tag_sources import TagCall, Tagged, TagSource, arn_parts, arn_prefix

#: The region whose Tagging API lists global (Route 53) resources.
GLOBAL_REGION = "us-east-1"


def _id(arn: str) -> str:
    parts = arn_parts(arn)
    return (parts[3] if parts is not None else arn).rsplit("/", 1)[-1]


def tag_source(state: Route53State) -> TagSource:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        if region != GLOBAL_REGION:
            return
        for doc in zones.of_account(state.store, account_id):
            zone = str(doc["Id"]).rsplit("/", 1)[-1]
            tags = {t["Key"]: t.get("Value", "") for t in doc.get("_tags") or []}
            yield Tagged(f"arn:aws:route53:::hostedzone/{zone}", tags)

    def tag(arn: str, tags: dict[str, str]) -> TagCall:
        added = [{"Key": k, "Value": v} for k, v in tags.items()]
        params = {"ResourceType": "hostedzone", "ResourceId": _id(arn), "AddTags": added}
        return TagCall("route53", "ChangeTagsForResource", params)

    def untag(arn: str, keys: list[str]) -> TagCall:
        params = {"ResourceType": "hostedzone", "ResourceId": _id(arn), "RemoveTagKeys": list(keys)}
        return TagCall("route53", "ChangeTagsForResource", params)

    return TagSource("route53:hostedzone", arn_prefix("route53", "hostedzone/"), resources, tag, untag)
