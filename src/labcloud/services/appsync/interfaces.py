"""What AppSync offers on the hub: the :class:`~labcloud.front_doors.GraphqlApis` front door (each API's
GraphQL endpoint), whose contract the core defines, and :class:`GraphqlOperations`, one GraphQL request
run as an IAM principal (EventBridge's AppSync targets), and the :class:`~labcloud.front_doors.EventApis` front
door (each Events API's HTTP and real-time endpoints)."""

from __future__ import annotations

from typing import Any, Protocol

from labcloud.context import Principal
from labcloud.front_doors import EventApis, GraphqlApis

__all__ = ["EventApis", "GraphqlApis", "GraphqlOperations"]


class GraphqlOperations(Protocol):
    async def execute_as(
        self, api_id: str, account_id: str, principal: Principal, query: str, variables: dict[str, Any]
    ) -> dict[str, Any]:
        """Run ``query`` with ``variables`` on the API ``api_id`` of ``account_id`` as ``principal``
        with AWS_IAM authorization (``appsync:GraphQL`` decided per field, as for a signed request):
        the GraphQL response document (``data``, ``errors``). Raises ``AwsError``:
        ``NotFoundException`` for an API that is not there, ``UnauthorizedException`` when the API
        accepts AWS_IAM neither as its default nor as an additional mode."""
        ...
