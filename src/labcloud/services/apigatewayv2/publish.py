"""API Gateway v2's domain events (docs/events.md), published inside the operations' transactions."""

from __future__ import annotations

from typing import Any

from labcloud.services.apigatewayv2.state import HttpApiState


def api_arn(region: str, api_id: str) -> str:
    return f"arn:aws:apigateway:{region}::/apis/{api_id}"


def emit(state: HttpApiState, kind: str, account_id: str, region: str, api_id: str, **data: Any) -> None:
    data.setdefault("api_id", api_id)
    state.bus.publish(
        kind,
        service="apigatewayv2",
        account_id=account_id,
        region=region,
        resource=api_arn(region, api_id),
        data=data,
    )
