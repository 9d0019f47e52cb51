"""DynamoDB's domain events, published on the bus from inside the operations' transactions."""

from __future__ import annotations

from typing import Any

from labcloud.context import RequestContext
from labcloud.services.dynamodb.state import DynamoDBState


def emit(state: DynamoDBState, ctx: RequestContext, kind: str, resource: str = "", **data: Any) -> None:
    state.bus.publish(
        kind, service="dynamodb", account_id=ctx.account_id, region=ctx.region, resource=resource, data=data
    )
