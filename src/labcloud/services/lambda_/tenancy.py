"""Tenant isolation mode: a function's ``TenancyConfig`` and the rules every invocation path follows.

A function created with ``TenancyConfig: {TenantIsolationMode: PER_TENANT}`` (create-only: no update
operation takes it) keeps it in its stored configuration, and its versions copy it. Such a function runs
only for a tenant: each invocation names one (``TenantId``, the ``X-Amz-Tenant-Id`` header), and the
sandbox manager keys its warm pools by (version, tenant), so no sandbox serves two tenants
(``FunctionSpec.tenant_id``). The tenant id reaches the function as the Runtime API's
``Lambda-Runtime-Aws-Tenant-Id`` header (``context.tenant_id`` / ``context.tenantId``) and the JSON logs'
``tenantId``.

Refused with ``InvalidParameterValueException``, as AWS refuses them: an invocation of such a function
without a tenant id, a tenant id for any other function, and the features AWS does not offer these
functions (function URLs, event source mappings, provisioned concurrency; SnapStart is refused for every
function by ``unsupported``). The tenant id's length and characters are the model's (``ValidationException``
from the protocol layer).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.lambda_.function_config import FunctionConfig

PER_TENANT = "PER_TENANT"
#: The key of the stored configuration document (and of GetFunctionConfiguration's answer).
KEY = "TenancyConfig"


def _invalid(message: str) -> AwsError:
    return AwsError("InvalidParameterValueException", message, status=400, Type="User")


def config_of(params: Mapping[str, Any]) -> dict[str, str] | None:
    """The ``TenancyConfig`` a CreateFunction request asks for (the model checks the mode's value)."""
    given = params.get(KEY)
    if not given:
        return None
    return {"TenantIsolationMode": str(given["TenantIsolationMode"])}


def mode(config: FunctionConfig) -> str | None:
    """``PER_TENANT`` for a tenant-isolated function, else None."""
    tenancy = config.extra.get(KEY) if config.extra else None
    if not isinstance(tenancy, dict):
        return None
    return str(tenancy.get("TenantIsolationMode") or "") or None


def check_invocation(config: FunctionConfig, tenant_id: str | None) -> None:
    """Raise unless ``tenant_id`` is given exactly when the function is tenant-isolated."""
    if mode(config) == PER_TENANT:
        if not tenant_id:
            raise _invalid(
                f"The function {config.function_name} uses tenant isolation mode {PER_TENANT}: "
                "the invocation must include a TenantId."
            )
    elif tenant_id:
        raise _invalid(
            f"The function {config.function_name} does not use tenant isolation: "
            "TenantId can only be used with a function whose TenancyConfig is PER_TENANT."
        )


def refuse_feature(config: FunctionConfig, feature: str) -> None:
    """Raise when ``config``'s function is tenant-isolated: ``feature`` (named in the message) is not
    available to such functions."""
    if mode(config) == PER_TENANT:
        raise _invalid(
            f"{feature} are not supported for the function {config.function_name}, "
            f"which uses tenant isolation mode {PER_TENANT}."
        )
