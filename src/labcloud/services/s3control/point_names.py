"""The names an access point is reached by in an S3 request's bucket (its alias, its ARN, its
``<name>-<account>`` Host label), told apart from ordinary bucket names cheaply: S3 Control's gate
(:mod:`.gate`) asks on every S3 request."""

from __future__ import annotations

import re

#: An access point's ``<name>-<account>`` (the Host's first label botocore sends for an access point ARN);
#: compiled by ``re`` (and cached there) the first time a name ends in ``-<12 digits>``, not at start.
_HOST_NAME = r"^([a-z0-9][a-z0-9-]*)-(\d{12})$"


def host_name(bucket: str) -> re.Match[str] | None:
    """The ``<name>-<account>`` match of a bucket name, if it is one."""
    if len(bucket) < 14 or bucket[-13] != "-" or not bucket[-12:].isdigit():
        return None
    return re.match(_HOST_NAME, bucket)


def looks_like_point(bucket: str) -> bool:
    """Could this bucket name be an access point's (its alias, its ARN, its ``<name>-<account>`` Host)?"""
    return (
        bucket.endswith(("-s3alias", "--ol-s3")) or bucket.startswith("arn:") or host_name(bucket) is not None
    )
