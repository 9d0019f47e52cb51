"""SNS ARNs: topics ``arn:aws:sns:<region>:<account>:<name>``, subscriptions ``<topic arn>:<uuid>``,
and the names AWS accepts for topics (pure)."""

from __future__ import annotations

import re
from typing import NamedTuple

from labcloud.services.sns.errors import invalid_parameter

_NAME = re.compile(r"^[A-Za-z0-9_-]{1,256}$")
_FIFO_NAME = re.compile(r"^[A-Za-z0-9_-]{1,251}\.fifo$")


class TopicRef(NamedTuple):
    region: str
    account_id: str
    name: str


def topic_arn(region: str, account_id: str, name: str) -> str:
    return f"arn:aws:sns:{region}:{account_id}:{name}"


def parse_topic_arn(arn: str, member: str = "TopicArn") -> TopicRef:
    """The parts of a topic ARN, or AWS's InvalidParameter for anything else."""
    parts = arn.split(":")
    if len(parts) < 6:
        raise invalid_parameter(f"{member} Reason: An ARN must have at least 6 elements, not {len(parts)}")
    if parts[0] != "arn" or parts[2] != "sns" or len(parts) != 6 or not parts[5]:
        raise invalid_parameter(member)
    return TopicRef(parts[3], parts[4], parts[5])


def parse_subscription_arn(arn: str, member: str = "SubscriptionArn") -> tuple[TopicRef, str]:
    parts = arn.split(":")
    if len(parts) < 6:
        raise invalid_parameter(f"{member} Reason: An ARN must have at least 6 elements, not {len(parts)}")
    if parts[0] != "arn" or parts[2] != "sns" or len(parts) != 7 or not parts[6]:
        raise invalid_parameter(member)
    return TopicRef(parts[3], parts[4], parts[5]), parts[6]


def check_topic_name(name: str, fifo: bool) -> None:
    if fifo:
        if not _FIFO_NAME.match(name):
            raise invalid_parameter(
                "Fifo Topic names must end with .fifo and must be made up of only uppercase and "
                "lowercase ASCII letters, numbers, underscores, and hyphens, and must be between 1 and "
                "256 characters long."
            )
    elif not _NAME.match(name):
        raise invalid_parameter("Topic Name")
