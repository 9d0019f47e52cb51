"""ECS's ARNs (the long format AWS uses since 2021) and how a request's names or ARNs resolve to them:
clusters (``default`` when none is named), services, tasks (by id or ARN) and task definitions
(``family``, ``family:revision`` or an ARN)."""

from __future__ import annotations

import re
import secrets
import uuid

from labcloud.context import RequestContext
from labcloud.services.ecs import errors

NAME = re.compile(r"^[A-Za-z0-9_-]{1,255}$")
_REVISION = re.compile(r"^([A-Za-z0-9_-]{1,255}):([1-9][0-9]{0,8})$")


def base(ctx: RequestContext) -> str:
    return f"arn:aws:ecs:{ctx.region}:{ctx.account_id}:"


def cluster_arn(ctx: RequestContext, given: str | None) -> str:
    """The ARN a request's ``cluster`` names (a name or an ARN; ``default`` when absent)."""
    if not given:
        given = "default"
    if given.startswith("arn:"):
        return given
    return f"{base(ctx)}cluster/{given}"


def cluster_name(arn: str) -> str:
    return arn.rsplit("/", 1)[-1]


def service_arn(ctx: RequestContext, cluster: str, given: str) -> str:
    if given.startswith("arn:"):
        return given
    return f"{base(ctx)}service/{cluster_name(cluster)}/{given}"


def new_task_arn(ctx: RequestContext, cluster: str) -> str:
    return f"{base(ctx)}task/{cluster_name(cluster)}/{secrets.token_hex(16)}"


def task_arn(ctx: RequestContext, cluster: str, given: str) -> str:
    if given.startswith("arn:"):
        return given
    return f"{base(ctx)}task/{cluster_name(cluster)}/{given}"


def taskdef_arn(ctx: RequestContext, family: str, revision: int) -> str:
    return f"{base(ctx)}task-definition/{family}:{revision}"


def taskdef_ref(given: str) -> tuple[str, int | None]:
    """(family, revision or None for the latest ACTIVE) of a task definition reference; a reference that
    is no family, ``family:revision`` or task definition ARN is a ClientException as AWS words it."""
    text = (
        given.split(":task-definition/", 1)[1]
        if given.startswith("arn:") and ":task-definition/" in given
        else given
    )
    found = _REVISION.match(text)
    if found:
        return found.group(1), int(found.group(2))
    if NAME.match(text) and not given.startswith("arn:"):
        return text, None
    raise errors.client(
        f"Invalid revision number. Number: {text.rsplit(':', 1)[-1]}"
        if ":" in text
        else "Unable to describe task definition."
    )


def uuid_text() -> str:
    return str(uuid.uuid4())
