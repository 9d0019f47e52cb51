"""Starting resources of the http-front-door lab: provision, remove, and observe them.

The lab provides the order function (its guarded code deployed), its role and the orders table; the
learner creates the HTTP API, the permission that lets API Gateway invoke the function, and the
requests. ``deprovision`` removes the API and the permission too, by their lab names.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from importlib import resources
from typing import Any

from labcloud import json_document
from labcloud.labs import kit
from labcloud.labs.scenario import Caller
from labcloud.labs.scenarios.http_front_door.names import (
    API,
    FUNCTION,
    FUNCTION_TIMEOUT,
    KEY,
    ROLE,
    ROLE_POLICY,
    TABLE,
)

Clients = Callable[[str], Any]


def role_policy(region: str, account: str) -> dict[str, Any]:
    """Put and get the orders table only, write logs."""
    return kit.execution_policy(
        kit.allow(
            "StoreOrders",
            ["dynamodb:PutItem", "dynamodb:GetItem"],
            f"arn:aws:dynamodb:{region}:{account}:table/{TABLE}",
        )
    )


def handler_zip() -> bytes:
    return kit.zip_source({"app.py": resources.files(__package__).joinpath("handler.py").read_bytes()})


def provision(clients: Clients) -> dict[str, Any]:
    account, region = kit.account_and_region(clients)
    role_arn = kit.create_role(
        clients, ROLE, ROLE_POLICY, role_policy(region, account), "Execution role of the http-front-door lab"
    )
    kit.create_table(clients, TABLE, KEY)
    created = kit.create_function(
        clients,
        FUNCTION,
        role_arn,
        handler_zip(),
        Timeout=FUNCTION_TIMEOUT,
        Environment={"Variables": {"TABLE_NAME": TABLE}},
        Description="http-front-door lab order function (one order per Idempotency-Key)",
    )
    return {
        "code_sha256": created["CodeSha256"],
        "account": account,
        "region": region,
        "function_arn": created["FunctionArn"],
    }


def _api_ids(clients: Clients) -> list[str]:
    listed = clients("apigatewayv2").get_apis()
    return [str(api["ApiId"]) for api in listed.get("Items", []) if api.get("Name") == API]


def deprovision(clients: Clients) -> None:
    v2 = clients("apigatewayv2")
    for api_id in _api_ids(clients):
        kit.ignore(functools.partial(v2.delete_api, ApiId=api_id), "NotFoundException")
    kit.delete_function(clients, FUNCTION)
    kit.delete_tables(clients, (TABLE,))
    kit.delete_role(clients, ROLE, ROLE_POLICY)


async def _api(call: Caller, errors: dict[str, str]) -> dict[str, Any] | None:
    """The lab's API with its routes and their integrations' targets, or None when there is none."""
    listed = await kit.attempt(call, errors, "apis", "apigatewayv2", "GetApis", {})
    found = [a for a in (listed or {}).get("Items", []) if a.get("Name") == API]
    if not found:
        return None
    api_id = str(found[-1]["ApiId"])
    routes = await kit.attempt(
        call, errors, "routes", "apigatewayv2", "GetRoutes", {"ApiId": api_id}, ("NotFoundException",)
    )
    integrations = await kit.attempt(
        call,
        errors,
        "integrations",
        "apigatewayv2",
        "GetIntegrations",
        {"ApiId": api_id},
        ("NotFoundException",),
    )
    targets = {
        str(i.get("IntegrationId")): str(i.get("IntegrationUri") or "")
        for i in (integrations or {}).get("Items", [])
    }
    return {
        "id": api_id,
        "protocol": found[-1].get("ProtocolType"),
        "routes": {
            str(r.get("RouteKey")): targets.get(str(r.get("Target") or "").removeprefix("integrations/"), "")
            for r in (routes or {}).get("Items", [])
        },
    }


async def _policy(call: Caller, errors: dict[str, str]) -> dict[str, Any] | None:
    found = await kit.attempt(
        call,
        errors,
        "policy",
        "lambda",
        "GetPolicy",
        {"FunctionName": FUNCTION},
        ("ResourceNotFoundException",),
    )
    if found is None:
        return None
    try:
        policy = json_document.loads(str(found.get("Policy") or ""))
    except ValueError:
        return None
    return policy if isinstance(policy, dict) else None


async def observe(call: Caller) -> dict[str, Any]:
    errors: dict[str, str] = {}
    return {
        "errors": errors,
        "api": await _api(call, errors),
        "policy": await _policy(call, errors),
        "items": await kit.table_items(call, errors, TABLE),
    }
