"""Tags of AppConfig's resources (a map, at most 50, no ``aws:`` keys), and finding a resource by its ARN."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from labcloud.context import RequestContext
from labcloud.services.appconfig import errors

MAX_TAGS = 50


def checked(existing: Mapping[str, str], given: Mapping[str, Any] | None) -> dict[str, str]:
    out = dict(existing)
    for key, value in (given or {}).items():
        if str(key).lower().startswith("aws:"):
            raise errors.bad_request(f"Tag key '{key}' is invalid: the aws: prefix is reserved for AWS use")
        out[str(key)] = str(value)
    if len(out) > MAX_TAGS:
        raise errors.bad_request(f"A resource can have at most {MAX_TAGS} tags")
    return out


def resource_of(ctx: RequestContext, resource_arn: str) -> tuple[str, str]:
    """(kind, record id) of an AppConfig ARN of this account and region."""
    prefix = f"arn:aws:appconfig:{ctx.region}:{ctx.account_id}:"
    if not resource_arn.startswith(prefix):
        raise errors.not_found("Resource", resource_arn)
    parts = resource_arn[len(prefix) :].split("/")
    if len(parts) == 2 and parts[0] == "application":
        return "app", parts[1]
    if len(parts) == 2 and parts[0] == "deploymentstrategy":
        return "strategy", parts[1]
    if len(parts) == 4 and parts[0] == "application" and parts[2] == "environment":
        return "env", parts[3]
    if len(parts) == 4 and parts[0] == "application" and parts[2] == "configurationprofile":
        return "profile", parts[3]
    if len(parts) == 6 and parts[2] == "environment" and parts[4] == "deployment":
        return "deployment", f"{parts[3]}/{parts[5]}"
    raise errors.not_found("Resource", resource_arn)
