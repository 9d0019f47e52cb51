"""Get/PutRuntimeManagementConfig: how a function version's runtime is updated (Auto, FunctionUpdate, Manual).

labcloud runs one local version of each runtime, whose ARN every configuration reports in
``RuntimeVersionConfig``; the update mode is stored per version (``runtime:<qualifier>`` in
``lambda_function_settings``) and reported. ``Manual`` may pin only that runtime version: another
runtime version ARN is refused, since labcloud has no other version to run.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.services.lambda_ import records
from labcloud.services.lambda_.core import Resolved, public
from labcloud.services.lambda_.repo import settings
from labcloud.services.lambda_.state import LambdaState
from labcloud.services.lambda_.unsupported import unsupported
from labcloud.services.lambda_.validation import invalid

if TYPE_CHECKING:
    from labcloud.services.lambda_.api import (
        GetRuntimeManagementConfigRequest,
        GetRuntimeManagementConfigResponse,
        PutRuntimeManagementConfigRequest,
        PutRuntimeManagementConfigResponse,
    )


Resolve = Callable[[RequestContext, str, "str | None"], Resolved]


def _setting(resolved: Resolved) -> str:
    return f"runtime:{resolved.version}"


def _answer(resolved: Resolved, mode: str, pinned: str | None) -> dict[str, Any]:
    answer: dict[str, Any] = {"UpdateRuntimeOn": mode, "FunctionArn": resolved.config.function_arn}
    if mode == "Manual" and pinned:
        answer["RuntimeVersionArn"] = pinned
    return answer


def get(
    state: LambdaState, params: GetRuntimeManagementConfigRequest, ctx: RequestContext
) -> GetRuntimeManagementConfigResponse:
    store = state.store
    resolve = records.resolver(state)
    resolved = resolve(ctx, params["FunctionName"], params.get("Qualifier"))
    stored = settings.get_setting(store, ctx.account_id, ctx.region, resolved.name, _setting(resolved))
    doc = json.loads(stored) if stored else {"UpdateRuntimeOn": "Auto"}
    return cast(
        "GetRuntimeManagementConfigResponse",
        _answer(resolved, doc["UpdateRuntimeOn"], doc.get("RuntimeVersionArn")),
    )


def put(
    state: LambdaState, params: PutRuntimeManagementConfigRequest, ctx: RequestContext
) -> PutRuntimeManagementConfigResponse:
    store = state.store
    resolve = records.resolver(state)
    resolved = resolve(ctx, params["FunctionName"], params.get("Qualifier"))
    mode = params["UpdateRuntimeOn"]
    pinned = params.get("RuntimeVersionArn")
    if mode != "Manual" and pinned:
        raise invalid(f"RuntimeVersionArn can be set only when UpdateRuntimeOn is Manual (it is {mode}).")
    if mode == "Manual":
        own = public(resolved.config).get("RuntimeVersionConfig", {}).get("RuntimeVersionArn")
        if not pinned:
            raise invalid("RuntimeVersionArn is required when UpdateRuntimeOn is Manual.")
        if pinned != own:
            raise unsupported("RuntimeVersionArn", f"runtime versions other than {own}")
    doc = {"UpdateRuntimeOn": mode, **({"RuntimeVersionArn": pinned} if pinned else {})}
    settings.put_setting(
        store, ctx.account_id, ctx.region, resolved.name, _setting(resolved), json.dumps(doc)
    )
    return cast("PutRuntimeManagementConfigResponse", _answer(resolved, mode, pinned))
