"""Topic policies: a Policy attribute must parse as a resource policy, and IAM enforcement finds each
topic's policy through :func:`lookup` (so another account reaches a topic only when its policy allows;
the default policy allows the owner's account only, through ``AWS:SourceOwner``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import lru_cache

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.resource_policies import ResourcePolicy
from labcloud.services.iam.action_map import action_name
from labcloud.services.iam.denials import access_denied
from labcloud.services.iam.policy import Policy, access_denied_message, parse_resource_policy
from labcloud.services.iam.policy.evaluator import IMPLICIT_DENY, RESOURCE_POLICY
from labcloud.services.sns.errors import invalid_parameter
from labcloud.services.sns.repo.topics import Topic, Topics
from labcloud.services.sns.topic_attributes import default_policy


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
        if topic is None:
            return None
        document = topic.attributes.get("Policy") or default_policy(topic.arn, topic.account_id)
        try:
            return ResourcePolicy(topic.account_id, parsed(document))
        except AwsError:
            return None

    return find


def reachable(ctx: RequestContext, topic: Topic) -> Topic:
    """A topic on AWS's default policy admits only its own account (a set policy is IAM enforcement's to
    decide, through :func:`lookup`): another account gets AuthorizationError."""
    if ctx.account_id == topic.account_id or "Policy" in topic.attributes:
        return topic
    action = action_name(ctx.service, ctx.operation)
    message = access_denied_message(
        ctx.principal.arn, action, topic.arn, replace(IMPLICIT_DENY, source=RESOURCE_POLICY)
    )
    raise access_denied(ctx.service, message)
