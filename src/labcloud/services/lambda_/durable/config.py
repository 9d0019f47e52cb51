"""A durable function's ``DurableConfig`` (its defaults, what Create/UpdateFunctionConfiguration may set)
and the rules that say when an Invoke may start a durable execution."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from labcloud.services.lambda_.core import Resolved
from labcloud.services.lambda_.durable.common import invalid
from labcloud.services.lambda_.unsupported import unsupported

DEFAULT_RETENTION_DAYS = 14
DEFAULT_EXECUTION_TIMEOUT = 86400
#: Synchronous invocations of a durable function: AWS's 15 minutes.
SYNC_LIMIT = 900


def config_of(request: Mapping[str, Any], current: Mapping[str, Any] | None = None) -> dict[str, Any] | None:
    """The ``DurableConfig`` to store from a Create/UpdateFunctionConfiguration request, or None."""
    given = request.get("DurableConfig")
    if given is None:
        return None
    if given.get("KMSKeyArn"):
        raise unsupported("DurableConfig.KMSKeyArn", "customer managed KMS keys for durable state")
    out = dict(current or {})
    out.setdefault("RetentionPeriodInDays", DEFAULT_RETENTION_DAYS)
    out.setdefault("ExecutionTimeout", DEFAULT_EXECUTION_TIMEOUT)
    for key in ("RetentionPeriodInDays", "ExecutionTimeout"):
        if given.get(key) is not None:
            out[key] = int(given[key])
    return out


def config_for_update(request: Mapping[str, Any], current: Mapping[str, Any] | None) -> dict[str, Any] | None:
    """UpdateFunctionConfiguration's DurableConfig: a durable function's may change; durability itself
    is chosen when the function is created (AWS: it cannot be turned on or off later)."""
    if request.get("DurableConfig") is None:
        return None
    if not current:
        raise invalid(
            "DurableConfig cannot be added to an existing function; durable execution is enabled at creation"
        )
    return config_of(request, current)


def durable_config(resolved: Resolved) -> dict[str, Any] | None:
    found = resolved.config.extra.get("DurableConfig")
    return dict(found) if isinstance(found, dict) else None


def check_invocable(resolved: Resolved, kind: str) -> dict[str, Any]:
    """The function's DurableConfig when an Invoke of ``kind`` may start an execution (AWS's rules)."""
    found = durable_config(resolved)
    assert found is not None
    if not resolved.qualifier:
        raise invalid("You cannot invoke a durable function using an unqualified ARN.")
    if kind == "RequestResponse" and int(found["ExecutionTimeout"]) > SYNC_LIMIT:
        raise invalid(
            "You cannot synchronously invoke a durable function with an ExecutionTimeout greater than "
            f"{SYNC_LIMIT} seconds. Use an asynchronous invocation (InvocationType Event)."
        )
    return found
