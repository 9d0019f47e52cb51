"""Experiment templates: checked on create (Lambda actions and targets only), stored, listed, deleted."""

from __future__ import annotations

import secrets
import string
from collections.abc import Mapping
from datetime import datetime, timezone
from typing import Any, TypeVar

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.digits import is_digits
from labcloud.errors import AwsError
from labcloud.services.fis.actions import check_actions, check_target, invalid, unsupported
from labcloud.services.fis.repo import templates as rows
from labcloud.store.db import Store

_ALPHABET = string.ascii_letters + string.digits
T = TypeVar("T")


def new_id(prefix: str) -> str:
    return prefix + "".join(secrets.choice(_ALPHABET) for _ in range(14))


def not_found(kind: str, resource_id: str) -> AwsError:
    return AwsError("ResourceNotFoundException", f"{kind} not found: {resource_id}", status=404)


def template_out(doc: dict[str, Any]) -> dict[str, Any]:
    out = dict(doc)
    out["creationTime"] = datetime.fromtimestamp(doc["creationTime"], timezone.utc)
    out["lastUpdateTime"] = datetime.fromtimestamp(doc["lastUpdateTime"], timezone.utc)
    return out


def _stop_conditions(conditions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    if not conditions:
        raise invalid("An experiment template must have at least one stop condition (source none for none)")
    out = []
    for condition in conditions:
        source = condition.get("source")
        if source == "none":
            if condition.get("value"):
                raise invalid("A stop condition with source none takes no value")
            out.append({"source": "none"})
        elif source == "aws:cloudwatch:alarm":
            raise unsupported("CloudWatch alarm stop conditions")
        else:
            raise invalid(f"Invalid stop condition source {source!r}")
    return out


def create(store: Store, ctx: RequestContext, params: Mapping[str, Any]) -> dict[str, Any]:
    for member, what in (
        ("logConfiguration", "experiment logging"),
        ("experimentReportConfiguration", "experiment reports"),
    ):
        if params.get(member):
            raise unsupported(what + f" ({member})")
    options = dict(params.get("experimentOptions") or {})
    if options.get("accountTargeting", "single-account") != "single-account":
        raise unsupported("multi-account experiments")
    token = params.get("clientToken")
    if token:
        earlier = rows.by_token(store, ctx.account_id, ctx.region, token)
        if earlier is not None:
            return template_out(earlier)
    raw_targets = dict(params.get("targets") or {})
    targets = {name: check_target(name, target) for name, target in raw_targets.items()}
    actions = check_actions(dict(params.get("actions") or {}), targets)
    unused = sorted(set(targets) - {a["targets"]["Functions"] for a in actions.values()})
    if unused:
        raise invalid(f"Target(s) {', '.join(unused)} are not used by any action")
    template_id = new_id("EXT")
    now = clock.now()
    doc = {
        "id": template_id,
        "arn": ctx.arn("fis", f"experiment-template/{template_id}"),
        "description": params["description"],
        "targets": targets,
        "actions": actions,
        "stopConditions": _stop_conditions(list(params.get("stopConditions") or [])),
        "creationTime": now,
        "lastUpdateTime": now,
        "roleArn": params["roleArn"],
        "tags": dict(params.get("tags") or {}),
        "experimentOptions": {
            "accountTargeting": "single-account",
            "emptyTargetResolutionMode": options.get("emptyTargetResolutionMode", "fail"),
        },
        "targetAccountConfigurationsCount": 0,
    }
    with store.transaction():
        rows.insert(store, ctx.account_id, ctx.region, now, token, doc)
    return template_out(doc)


def load(store: Store, ctx: RequestContext, template_id: str) -> dict[str, Any]:
    doc = rows.get(store, ctx.account_id, ctx.region, template_id)
    if doc is None:
        raise not_found("Experiment template", template_id)
    return doc


def delete(store: Store, ctx: RequestContext, template_id: str) -> dict[str, Any]:
    doc = load(store, ctx, template_id)
    with store.transaction():
        rows.delete(store, template_id)
    return doc


def page(params: Mapping[str, Any], found: list[T], limit_max: int = 100) -> tuple[list[T], str | None]:
    """One page of ``found`` (nextToken is the offset as text)."""
    limit = int(params.get("maxResults") or limit_max)
    token = params.get("nextToken")
    start = 0
    if token:
        if not is_digits(token) or int(token) > len(found):
            raise invalid("Invalid nextToken")
        start = int(token)
    chunk = found[start : start + limit]
    following = start + limit
    return chunk, (str(following) if following < len(found) else None)


def listing(store: Store, ctx: RequestContext, params: Mapping[str, Any]) -> dict[str, Any]:
    chunk, token = page(params, rows.of_account(store, ctx.account_id, ctx.region))
    out: dict[str, Any] = {"experimentTemplates": []}
    for found in chunk:
        doc = template_out(found)
        out["experimentTemplates"].append(
            {k: doc[k] for k in ("id", "arn", "description", "creationTime", "lastUpdateTime", "tags")}
        )
    if token:
        out["nextToken"] = token
    return out
