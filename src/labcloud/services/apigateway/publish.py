"""API Gateway's domain events (docs/events.md), published inside the operations' transactions."""

from __future__ import annotations

from typing import Any

from labcloud.services.apigateway.state import ApigwState


def api_arn(region: str, api_id: str) -> str:
    return f"arn:aws:apigateway:{region}::/restapis/{api_id}"


def emit(state: ApigwState, kind: str, account_id: str, region: str, api_id: str, **data: Any) -> None:
    data.setdefault("rest_api_id", api_id)
    state.bus.publish(
        kind,
        service="apigateway",
        account_id=account_id,
        region=region,
        resource=api_arn(region, api_id),
        data=data,
    )


def emit_domain(state: ApigwState, kind: str, account_id: str, region: str, domain: str, **data: Any) -> None:
    """A custom domain name's event (its ARN the resource)."""
    state.bus.publish(
        kind,
        service="apigateway",
        account_id=account_id,
        region=region,
        resource=f"arn:aws:apigateway:{region}::/domainnames/{domain}",
        data={"domain_name": domain, **data},
    )


def emit_resource(
    state: ApigwState, kind: str, account_id: str, region: str, resource: str, **data: Any
) -> None:
    """An event of a resource named by its own ARN (a VPC link, a domain name access association)."""
    state.bus.publish(
        kind, service="apigateway", account_id=account_id, region=region, resource=resource, data=data
    )
