"""IAM's roles and users as tagged resources for the Tagging API (``tag_sources.py``): listed from its own
tables, tagged through TagRole/UntagRole and TagUser/UntagUser. IAM is global: its resources are listed in
us-east-1, as AWS's Tagging API lists global resources."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator

from labcloud.services.iam.repo import identities
from labcloud.services.iam.state import IamState
from labcloud.tag_sources import TagCall, Tagged, TagSource, arn_parts, arn_prefix

#: The region whose Tagging API lists global (IAM) resources.
GLOBAL_REGION = "us-east-1"


def _tags(text: str | None) -> dict[str, str]:
    return {tag["Key"]: tag["Value"] for tag in json.loads(text or "[]")}


def _source(kind: str, member: str, resources: Callable[[str, str], Iterable[Tagged]]) -> TagSource:
    def name(arn: str) -> str:
        parts = arn_parts(arn)
        return (parts[3] if parts is not None else arn).rsplit("/", 1)[-1]

    def tag(arn: str, tags: dict[str, str]) -> TagCall:
        listed = [{"Key": k, "Value": v} for k, v in tags.items()]
        return TagCall("iam", f"Tag{kind}", {member: name(arn), "Tags": listed})

    def untag(arn: str, keys: list[str]) -> TagCall:
        return TagCall("iam", f"Untag{kind}", {member: name(arn), "TagKeys": list(keys)})

    return TagSource(f"iam:{kind.lower()}", arn_prefix("iam", f"{kind.lower()}/"), resources, tag, untag)


def tag_sources(state: IamState) -> tuple[TagSource, ...]:
    def roles(account_id: str, region: str) -> Iterator[Tagged]:
        if region == GLOBAL_REGION:
            for role in identities.roles(state.store, account_id):
                yield Tagged(role.arn, _tags(role.tags))

    def users(account_id: str, region: str) -> Iterator[Tagged]:
        if region == GLOBAL_REGION:
            for user in identities.users(state.store, account_id):
                yield Tagged(user.arn, _tags(user.tags))

    return (_source("Role", "RoleName", roles), _source("User", "UserName", users))
