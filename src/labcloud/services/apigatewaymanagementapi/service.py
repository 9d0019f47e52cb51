"""The API Gateway management API (botocore ``apigatewaymanagementapi``) in the service shape: the
calls a backend makes on the open connections of WebSocket APIs, at
``<invoke URL>/<stage>/@connections/<id>`` (docs/apigatewayv2.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.services.apigatewaymanagementapi.state import ManagementState
from labcloud.services.shape import Contributions, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.apigatewaymanagementapi import connection_ops
else:
    connection_ops = lazy_module("labcloud.services.apigatewaymanagementapi.connection_ops")

OPERATIONS: dict[str, Operation[ManagementState]] = {
    "PostToConnection": connection_ops.post_to_connection,
    "GetConnection": connection_ops.get_connection,
    "DeleteConnection": connection_ops.delete_connection,
}


def contributions(state: ManagementState) -> Contributions:
    return Contributions()


SERVICE: Service[ManagementState] = Service(
    name="apigatewaymanagementapi",
    state=ManagementState.build,
    operations=OPERATIONS,
    contributes=contributions,
)
