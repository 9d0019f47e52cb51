"""Where EC2 keeps a thing's tags: a record's ``Tags`` (a network interface's ``TagSet``) and a security
group rule's ``Tags`` inside its group's record; every tagged thing of an account's region, for DescribeTags
and the Tagging API's source."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.ec2.ids import KINDS
from labcloud.services.ec2.repo.records import Record
from labcloud.services.ec2.state import Ec2State

#: How DescribeTags and ARNs name a security group rule.
RULE_KIND = "security-group-rule"


def member(kind: str) -> str:
    """The member a kind's description holds its tags in (a network interface's ``TagSet``)."""
    return "TagSet" if kind == "network-interface" else "Tags"


def tags_of(record: Record) -> list[dict[str, str]]:
    return list(record.body.get(member(record.kind)) or [])


def tagged(state: Ec2State, account_id: str, region: str) -> Iterator[tuple[str, str, list[dict[str, str]]]]:
    """Every taggable thing of the account's region: (resource type, id, tags), security group rules too."""
    for kind in KINDS.values():
        for record in state.records.of_kind(account_id, region, kind):
            if record.body.get("State") == "deleted":
                continue
            yield kind, record.id, tags_of(record)
            if kind == "security-group":
                for rule in record.body["_rules"]:
                    yield RULE_KIND, rule["SecurityGroupRuleId"], list(rule.get("Tags") or [])
