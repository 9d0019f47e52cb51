"""Topic policies: a Policy attribute must parse as a resource policy, and IAM enforcement finds each
topic's policy through :func:`lookup` (so another account reaches a topic only when its policy allows;
the default policy allows the owner's account only, through ``AWS:SourceOwner``)."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from labcloud.errors import AwsError
from labcloud.resource_policies import ResourcePolicy
from labcloud.services.iam.policy import Policy, parse_resource_policy
from labcloud.services.sns.errors import invalid_parameter
from labcloud.services.sns.repo.topics import Topics


@lru_cache(maxsize=256)
def parsed(document: str) -> Policy:
    return parse_resource_policy(document, name="resource-based policy")


def check_policy(document: str) -> None:
    try:
        parsed(document)
    except AwsError as exc:
        raise invalid_parameter(f"Policy Error: {exc.message}") from None


def lookup(topics: Topics) -> Callable[[str], ResourcePolicy | None]:
    def find(arn: str) -> ResourcePolicy | None:
        topic = topics.find(arn)
        document = topic.attributes.get("Policy") if topic is not None else None
        if topic is None or not document:
            return None
        try:
            return ResourcePolicy(topic.account_id, parsed(document))
        except AwsError:
            return None

    return find
