"""EC2's networking records (VPCs, subnets, security groups and their rules, route tables, gateways,
addresses, endpoints, network interfaces, network ACLs) as tagged resources for the Tagging API
(``tag_sources.py``): listed from its own table, tagged through CreateTags and DeleteTags by id."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.ec2.ids import PREFIXES
from labcloud.services.ec2.state import Ec2State
from labcloud.services.ec2.tag_sets import RULE_KIND, tagged
from labcloud.tag_sources import TagCall, Tagged, TagSource, arn_parts


def _id(arn: str) -> str:
    parts = arn_parts(arn)
    return (parts[3] if parts is not None else arn).rsplit("/", 1)[-1]


def _owns(arn: str) -> bool:
    parts = arn_parts(arn)
    return parts is not None and parts[0] == "ec2" and parts[3].split("/", 1)[0] in (*PREFIXES, RULE_KIND)


def tag_source(state: Ec2State) -> TagSource:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        for kind, record_id, tags in tagged(state, account_id, region):
            listed = {t["Key"]: t.get("Value", "") for t in tags}
            yield Tagged(f"arn:aws:ec2:{region}:{account_id}:{kind}/{record_id}", listed)

    def tag(arn: str, tags: dict[str, str]) -> TagCall:
        listed = [{"Key": k, "Value": v} for k, v in tags.items()]
        return TagCall("ec2", "CreateTags", {"Resources": [_id(arn)], "Tags": listed})

    def untag(arn: str, keys: list[str]) -> TagCall:
        return TagCall("ec2", "DeleteTags", {"Resources": [_id(arn)], "Tags": [{"Key": k} for k in keys]})

    return TagSource("ec2", _owns, resources, tag, untag)
