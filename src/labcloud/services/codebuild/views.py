"""ARNs, paging and the wire shapes of CodeBuild's records (labcloud's keys start with ``_``)."""

from __future__ import annotations

from typing import Any

from labcloud.context import RequestContext
from labcloud.services.codebuild import errors

#: Items per page of CodeBuild's listings (ListProjects, ListBuilds: 100 each, as AWS pages them).
PAGE = 100


def arn(account: str, region: str, path: str) -> str:
    return f"arn:aws:codebuild:{region}:{account}:{path}"


def project_arn(ctx: RequestContext, name: str) -> str:
    return arn(ctx.account_id, ctx.region, f"project/{name}")


def public(doc: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in doc.items() if not k.startswith("_")}


def name_of(given: str, kind: str) -> str:
    """A project named by its name or ARN (``arn:aws:codebuild:...:project/<name>``)."""
    if given.startswith("arn:"):
        marker = f":{kind}/"
        if marker not in given:
            raise errors.invalid(f"Invalid {kind} ARN: {given}")
        return given.split(marker, 1)[1]
    return given


def build_id_of(given: str) -> str:
    """A build named by its id (``<project>:<uuid>``) or its ARN."""
    if given.startswith("arn:") and ":build/" in given:
        return given.split(":build/", 1)[1]
    return given


def page(items: list[Any], request: Any, key: str) -> dict[str, Any]:
    """One page of ``items`` from the request's nextToken (an offset labcloud issued)."""
    token = request.get("nextToken")
    if token and not str(token).isdigit():
        raise errors.invalid(f"Invalid pagination token: {token}")
    start = int(token) if token else 0
    out: dict[str, Any] = {key: items[start : start + PAGE]}
    if start + PAGE < len(items):
        out["nextToken"] = str(start + PAGE)
    return out


def ordered(items: list[Any], request: Any) -> list[Any]:
    """``sortOrder``: ASCENDING or DESCENDING (the default, newest first, for builds)."""
    order = request.get("sortOrder") or "DESCENDING"
    if order not in ("ASCENDING", "DESCENDING"):
        raise errors.invalid(f"Invalid sortOrder {order}: ASCENDING or DESCENDING")
    return list(reversed(items)) if order == "DESCENDING" else list(items)
