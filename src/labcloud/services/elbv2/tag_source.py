"""ELB's load balancers, target groups, listeners and listener rules as tagged resources for the Tagging API (``tag_sources.py``):
listed from its own table, tagged through AddTags and RemoveTags."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from labcloud.services.elbv2.repo.resources import LISTENER, LOAD_BALANCER, RULE, TARGET_GROUP
from labcloud.services.elbv2.state import Elbv2State
from labcloud.tag_sources import TagCall, Tagged, TagSource, arn_prefix


def _tag(arn: str, tags: dict[str, str]) -> TagCall:
    listed = [{"Key": k, "Value": v} for k, v in tags.items()]
    return TagCall("elbv2", "AddTags", {"ResourceArns": [arn], "Tags": listed})


def _untag(arn: str, keys: list[str]) -> TagCall:
    return TagCall("elbv2", "RemoveTags", {"ResourceArns": [arn], "TagKeys": list(keys)})


def tag_sources(state: Elbv2State) -> tuple[TagSource, ...]:
    def of(kind: str) -> Callable[[str, str], Iterator[Tagged]]:
        def resources(account_id: str, region: str) -> Iterator[Tagged]:
            for found in state.resources.of_kind(account_id, region, kind):
                yield Tagged(found.arn, {tag["Key"]: tag.get("Value", "") for tag in found.tags})

        return resources

    return (
        TagSource(
            "elasticloadbalancing:loadbalancer",
            arn_prefix("elasticloadbalancing", "loadbalancer/"),
            of(LOAD_BALANCER),
            _tag,
            _untag,
        ),
        TagSource(
            "elasticloadbalancing:targetgroup",
            arn_prefix("elasticloadbalancing", "targetgroup/"),
            of(TARGET_GROUP),
            _tag,
            _untag,
        ),
        TagSource(
            "elasticloadbalancing:listener",
            arn_prefix("elasticloadbalancing", "listener/"),
            of(LISTENER),
            _tag,
            _untag,
        ),
        TagSource(
            "elasticloadbalancing:listener-rule",
            arn_prefix("elasticloadbalancing", "listener-rule/"),
            of(RULE),
            _tag,
            _untag,
        ),
    )
