"""ARNs of log groups and streams, and resolving a ``logGroupIdentifier`` (name or ARN)."""

from __future__ import annotations

from collections.abc import Mapping

from labcloud.context import RequestContext

from .errors import group_not_found, invalid_parameter


def group_arn(region: str, account_id: str, name: str) -> str:
    """The ``logGroupArn`` form (no trailing ``:*``), used for tagging."""
    return f"arn:aws:logs:{region}:{account_id}:log-group:{name}"


def stream_arn(region: str, account_id: str, group: str, stream: str) -> str:
    return f"{group_arn(region, account_id, group)}:log-stream:{stream}"


def group_name_from_arn(arn: str) -> tuple[str, str, str] | None:
    """(region, account, group name) of a log group ARN, with or without ``:*``; None otherwise."""
    parts = arn.split(":", 6)
    if len(parts) != 7 or parts[0] != "arn" or parts[2] != "logs" or parts[5] != "log-group":
        return None
    name = parts[6]
    if name.endswith(":*"):
        name = name[:-2]
    if not name or ":" in name:
        return None
    return parts[3], parts[4], name


def resolve_group_name(ctx: RequestContext, params: Mapping[str, object]) -> str:
    """``logGroupName`` or ``logGroupIdentifier`` (a name or an ARN of this account), exactly one.

    An ARN of another region or account names no group here: ResourceNotFoundException, never the
    same-named group of the caller's region."""
    name = params.get("logGroupName")
    identifier = params.get("logGroupIdentifier")
    if name is not None and identifier is not None:
        raise invalid_parameter("LogGroup name and LogGroup identifier are mutually exclusive parameters.")
    if isinstance(name, str):
        return name
    if not isinstance(identifier, str):
        raise invalid_parameter("Should provide either name or identifier")
    if identifier.startswith("arn:"):
        parsed = group_name_from_arn(identifier)
        if parsed is None:
            raise invalid_parameter(f"Invalid log group identifier: {identifier}")
        region, account, group = parsed
        if (region, account) != (ctx.region, ctx.account_id):
            raise group_not_found()
        return group
    return identifier
