"""Put/GetFunctionRecursionConfig: whether Lambda stops a function caught in a recursive loop.

The setting is stored per function (``recursion`` in ``lambda_function_settings``) and reported;
Lambda's default is ``Terminate``. labcloud does not detect loops, so neither value changes how
a function runs.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.services.lambda_ import records
from labcloud.services.lambda_.names import split_function_name
from labcloud.services.lambda_.repo import settings
from labcloud.services.lambda_.state import LambdaState
from labcloud.services.lambda_.validation import invalid

if TYPE_CHECKING:
    from labcloud.services.lambda_.api import (
        GetFunctionRecursionConfigRequest,
        GetFunctionRecursionConfigResponse,
        PutFunctionRecursionConfigRequest,
        PutFunctionRecursionConfigResponse,
    )


DEFAULT = "Terminate"


def _name(
    ctx: RequestContext, params: Mapping[str, Any], require_function: Callable[[RequestContext, str], str]
) -> str:
    _, qualifier = split_function_name(params["FunctionName"])
    if qualifier:
        raise invalid(
            "This operation is permitted on Lambda functions only. Aliases and versions do not support this "
            "operation. Please specify either a function name or an unqualified function ARN."
        )
    return require_function(ctx, params["FunctionName"])


def put(
    state: LambdaState, params: PutFunctionRecursionConfigRequest, ctx: RequestContext
) -> PutFunctionRecursionConfigResponse:
    store = state.store
    require_function = records.function_namer(state)
    name = _name(ctx, params, require_function)
    value = params["RecursiveLoop"]
    settings.put_setting(store, ctx.account_id, ctx.region, name, "recursion", value)
    return {"RecursiveLoop": value}


def get(
    state: LambdaState, params: GetFunctionRecursionConfigRequest, ctx: RequestContext
) -> GetFunctionRecursionConfigResponse:
    store = state.store
    require_function = records.function_namer(state)
    name = _name(ctx, params, require_function)
    value = settings.get_setting(store, ctx.account_id, ctx.region, name, "recursion")
    return {"RecursiveLoop": value or DEFAULT}
