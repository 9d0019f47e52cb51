"""Batch's ARNs and how a request's names or ARNs resolve to them: compute environments, job queues and
scheduling policies by name or ARN, job definitions as ``name`` (its latest active revision),
``name:revision`` or an ARN."""

from __future__ import annotations

import re
from datetime import datetime, timezone

from labcloud.context import RequestContext

NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$")
JOB_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$")
_PATHS = {"env": "compute-environment", "queue": "job-queue", "policy": "scheduling-policy"}


def arn(ctx: RequestContext, kind: str, name: str) -> str:
    return f"arn:aws:batch:{ctx.region}:{ctx.account_id}:{_PATHS[kind]}/{name}"


def jobdef_arn(ctx: RequestContext, name: str, revision: int) -> str:
    return f"arn:aws:batch:{ctx.region}:{ctx.account_id}:job-definition/{name}:{revision}"


def job_arn(ctx: RequestContext, job_id: str) -> str:
    return f"arn:aws:batch:{ctx.region}:{ctx.account_id}:job/{job_id}"


def resolve(ctx: RequestContext, kind: str, given: str) -> str:
    """The ARN a name or ARN of a compute environment, job queue or scheduling policy stands for."""
    return given if given.startswith("arn:") else arn(ctx, kind, given)


def name_of(arn_or_name: str) -> str:
    return arn_or_name.rsplit("/", 1)[-1]


def millis(seconds: float) -> int:
    """Batch's timestamps: epoch milliseconds."""
    return int(seconds * 1000)


def iso(seconds: float) -> str:
    return datetime.fromtimestamp(seconds, timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
