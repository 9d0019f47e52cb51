"""Route 53's hosted zones and health checks as tagged resources for the Tagging API (``tag_sources.py``): listed from its own
table (Route 53 is global: in us-east-1, as AWS's Tagging API lists it), tagged through ChangeTagsForResource."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from labcloud.services.route53.repo import health_checks, zones
from labcloud.services.route53.state import Route53State
from labcloud.tag_sources import TagCall, Tagged, TagSource, arn_parts, arn_prefix

#: The region whose Tagging API lists global (Route 53) resources.
GLOBAL_REGION = "us-east-1"


def _id(arn: str) -> str:
    parts = arn_parts(arn)
    return (parts[3] if parts is not None else arn).rsplit("/", 1)[-1]


def _source(kind: str, resources: Callable[[str, str], Iterable[Tagged]]) -> TagSource:
    def tag(arn: str, tags: dict[str, str]) -> TagCall:
        added = [{"Key": k, "Value": v} for k, v in tags.items()]
        params = {"ResourceType": kind, "ResourceId": _id(arn), "AddTags": added}
        return TagCall("route53", "ChangeTagsForResource", params)

    def untag(arn: str, keys: list[str]) -> TagCall:
        params = {"ResourceType": kind, "ResourceId": _id(arn), "RemoveTagKeys": list(keys)}
        return TagCall("route53", "ChangeTagsForResource", params)

    return TagSource(f"route53:{kind}", arn_prefix("route53", f"{kind}/"), resources, tag, untag)


def tag_sources(state: Route53State) -> tuple[TagSource, ...]:
    def hosted_zones(account_id: str, region: str) -> Iterator[Tagged]:
        if region != GLOBAL_REGION:
            return
        for doc in zones.of_account(state.store, account_id):
            zone = str(doc["Id"]).rsplit("/", 1)[-1]
            tags = {t["Key"]: t.get("Value", "") for t in doc.get("_tags") or []}
            yield Tagged(f"arn:aws:route53:::hostedzone/{zone}", tags)

    def checks(account_id: str, region: str) -> Iterator[Tagged]:
        if region != GLOBAL_REGION:
            return
        for doc in health_checks.of_account(state.store, account_id):
            tags = {t["Key"]: t.get("Value", "") for t in doc.get("_tags") or []}
            yield Tagged(f"arn:aws:route53:::healthcheck/{doc['Id']}", tags)

    return (_source("hostedzone", hosted_zones), _source("healthcheck", checks))
