"""Queues: names, URLs and ARNs, and the queue record (stored by ``repo.queues``)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from urllib.parse import urlparse

from labcloud.services.sqs.attributes import RedrivePolicy
from labcloud.services.sqs.errors import invalid_parameter, queue_does_not_exist
from labcloud.services.sqs.urls import queue_url
from labcloud.store.records import Record

#: Seconds after a DeleteQueue during which the name cannot be created again.
DELETED_NAME_HOLD = 60.0

_NAME = re.compile(r"^[A-Za-z0-9_-]{1,80}$")
_FIFO_NAME = re.compile(r"^[A-Za-z0-9_-]{1,75}\.fifo$")


def check_queue_name(name: str, fifo: bool) -> None:
    if fifo:
        if not _FIFO_NAME.match(name):
            raise invalid_parameter(
                "The name of a FIFO queue can only include alphanumeric characters, hyphens, or underscores, "
                "must end with .fifo suffix and be 1 to 80 in length."
            )
    elif not _NAME.match(name):
        if name.endswith(".fifo") and _FIFO_NAME.match(name):
            raise invalid_parameter(
                "The name of a FIFO queue can only include alphanumeric characters, hyphens, or underscores, "
                "must end with .fifo suffix and be 1 to 80 in length."
            )
        raise invalid_parameter(
            "Can only include alphanumeric characters, hyphens, or underscores. 1 to 80 in length"
        )


def queue_arn(region: str, account_id: str, name: str) -> str:
    return f"arn:aws:sqs:{region}:{account_id}:{name}"


def parse_queue_url(url: str, default_account: str) -> tuple[str, str]:
    """(account id, queue name) of a queue URL with any host; a bare name means the caller's account."""
    path = urlparse(url).path if "://" in url else url
    parts = [p for p in path.split("/") if p]
    if len(parts) >= 2:
        return parts[-2], parts[-1]
    if len(parts) == 1:
        return default_account, parts[0]
    raise queue_does_not_exist()


_HOST_REGION = re.compile(r"^(?:sqs\.([a-z]{2}(?:-gov)?-[a-z]+-\d)\.|([a-z]{2}(?:-gov)?-[a-z]+-\d)\.queue\.)")


def region_of_url(url: str) -> str | None:
    """The region a queue URL's host names (``sqs.REGION.*`` or ``REGION.queue.*``), if any."""
    if "://" not in url:
        return None
    match = _HOST_REGION.match(urlparse(url).hostname or "")
    return None if match is None else match.group(1) or match.group(2)


def parse_arn(arn: str) -> tuple[str, str, str] | None:
    """(region, account id, name) of an SQS queue ARN."""
    parts = arn.split(":")
    if len(parts) != 6 or parts[0] != "arn" or parts[2] != "sqs":
        return None
    return parts[3], parts[4], parts[5]


@dataclass(slots=True, eq=False, repr=False)
class Queue(Record):
    """A queue: its identity, attributes, tags, times and parsed redrive policy."""

    id: int
    account_id: str
    region: str
    name: str
    fifo: bool
    attributes: dict[str, str]
    tags: dict[str, str]
    created: float
    modified: float
    purged_at: float | None
    redrive: RedrivePolicy | None = field(default=None)

    @property
    def arn(self) -> str:
        return queue_arn(self.region, self.account_id, self.name)

    def url(self, endpoint: str) -> str:
        return queue_url(endpoint, self.account_id, self.name)

    def int_attr(self, name: str) -> int:
        return int(self.attributes[name])

    @property
    def visibility_timeout(self) -> int:
        return int(self.attributes["VisibilityTimeout"])

    @property
    def content_based_dedup(self) -> bool:
        return self.attributes.get("ContentBasedDeduplication") == "true"
