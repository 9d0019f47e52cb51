"""MQTT topic names and filters as IoT Core has them: ``+`` matches one level, ``#`` the rest (last
only); topics starting ``$`` are reserved: the shadows publish to ``$aws/things/...``, and a publish to
Basic Ingest's ``$aws/rules/<rule name>[/<topic>]`` goes to that one rule only, never to the broker."""

from __future__ import annotations

#: The most levels (slashes + 1) a topic may have on AWS IoT (8 forward slashes for a rule's topic).
MAX_LEVELS = 8
MAX_TOPIC_BYTES = 256
#: Basic Ingest's prefix: ``$aws/rules/<rule name>`` then, optionally, the topic the rule sees.
BASIC_INGEST = "$aws/rules/"


def filter_problem(topic_filter: str) -> str | None:
    """Why ``topic_filter`` is not a valid topic filter (None when it is)."""
    if not topic_filter:
        return "The topic filter in the FROM clause is empty"
    levels = topic_filter.split("/")
    if len(levels) - 1 > MAX_LEVELS or len(topic_filter.encode()) > MAX_TOPIC_BYTES:
        return f"The topic filter {topic_filter} has too many levels or bytes"
    for position, level in enumerate(levels):
        if "#" in level and (level != "#" or position != len(levels) - 1):
            return f"The topic filter {topic_filter} has '#' other than as its last level"
        if "+" in level and level != "+":
            return f"The topic filter {topic_filter} has '+' inside a level"
    return None


def topic_problem(topic: str) -> str | None:
    """Why a topic published to is not valid (None when it is)."""
    if not topic or "+" in topic or "#" in topic:
        return f"Invalid topic: {topic!r} (wildcards are for filters)"
    if len(topic.encode()) > MAX_TOPIC_BYTES:
        return f"Topic {topic!r} is longer than {MAX_TOPIC_BYTES} bytes"
    if topic.startswith(BASIC_INGEST):
        return None if basic_ingest(topic) else f"Topic {topic!r} names no rule after {BASIC_INGEST}"
    if topic.startswith("$") and not topic.startswith("$aws/things/"):
        return f"Topic {topic!r} is reserved"
    return None


def basic_ingest(topic: str) -> tuple[str, str] | None:
    """For a Basic Ingest topic, the rule it names and the topic that rule sees (the rest after
    ``$aws/rules/<rule name>/``, possibly empty); None for any other topic."""
    if not topic.startswith(BASIC_INGEST):
        return None
    rule, _, rest = topic[len(BASIC_INGEST) :].partition("/")
    return (rule, rest) if rule else None


def matches(topic_filter: str, topic: str) -> bool:
    wanted = topic_filter.split("/")
    levels = topic.split("/")
    if topic.startswith("$") and not topic_filter.startswith("$"):
        return False  # wildcards never match reserved topics
    for position, level in enumerate(wanted):
        if level == "#":
            return True
        if position >= len(levels):
            return False
        if level != "+" and level != levels[position]:
            return False
    return len(levels) == len(wanted)
