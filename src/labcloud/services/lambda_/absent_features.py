"""Lambda operations of features labcloud does not emulate, answered as AWS answers an account that
has none of them: capacity providers (Lambda Managed Instances, with their function scaling configs).
Durable functions are implemented (the ``durable`` package).

Nothing here can be created, so listings are empty, a named capacity provider is AWS's ``ResourceNotFoundException``, and the calls that would create or configure one get
``InvalidParameterValueException`` naming the feature (:func:`.unsupported.unsupported`). The
table maps each operation to its answer; :func:`handler` is the service's ``absent`` hook
(``service.py``), so the operations table only names what labcloud implements.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.lambda_.unsupported import unsupported

Answer = Callable[[RequestContext, dict[str, Any], Callable[..., Any]], dict[str, Any]]


def _capacity_provider_arn(ctx: RequestContext, name: str) -> str:
    if name.startswith("arn:"):
        return name
    return f"arn:aws:lambda:{ctx.region}:{ctx.account_id}:capacity-provider:{name}"


def _not_found(message: str) -> AwsError:
    return AwsError("ResourceNotFoundException", message, status=404, Type="User")


def _capacity_provider_missing(ctx: RequestContext, params: dict[str, Any], _resolve: Any) -> dict[str, Any]:
    arn = _capacity_provider_arn(ctx, params["CapacityProviderName"])
    raise _not_found(f"Capacity provider not found: {arn}")


def _create_capacity_provider(ctx: RequestContext, params: dict[str, Any], _resolve: Any) -> dict[str, Any]:
    raise unsupported("CapacityProviderName", "capacity providers")


def _scaling_config(ctx: RequestContext, params: dict[str, Any], resolve: Any) -> dict[str, Any]:
    resolve(ctx, params["FunctionName"], params.get("Qualifier"))  # AWS's not-found comes first
    raise unsupported("FunctionScalingConfig", "capacity providers")


def _list_capacity_providers(ctx: RequestContext, params: dict[str, Any], _resolve: Any) -> dict[str, Any]:
    return {"CapacityProviders": []}


ANSWERS: dict[str, Answer] = {
    "ListCapacityProviders": _list_capacity_providers,
    "CreateCapacityProvider": _create_capacity_provider,
    "GetCapacityProvider": _capacity_provider_missing,
    "UpdateCapacityProvider": _capacity_provider_missing,
    "DeleteCapacityProvider": _capacity_provider_missing,
    "ListFunctionVersionsByCapacityProvider": _capacity_provider_missing,
    "GetFunctionScalingConfig": _scaling_config,
    "PutFunctionScalingConfig": _scaling_config,
}


def handler(
    operation: str, resolve: Callable[..., Any]
) -> Callable[[RequestContext, dict[str, Any]], Any] | None:
    """The answer to ``operation`` when it is one of :data:`ANSWERS` (``resolve``: function name →
    version, the provider's), else None."""
    answer = ANSWERS.get(operation)
    if answer is None:
        return None
    return lambda ctx, params: answer(ctx, params, resolve)
