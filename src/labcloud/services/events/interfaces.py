"""What EventBridge offers other services on the hub: :class:`ApiDestinations`, one call of an API
destination as a role (Pipes' API destination enrichment), with everything an EventBridge target's call
has: the role must allow ``events:InvokeApiDestination`` on it, the connection's authorization and
InvocationHttpParameters, the caller's HttpParameters (PathParameterValues, HeaderParameters,
QueryStringParameters, ``$.`` values read from ``event``), the destination's rate limit, loopback only.

A call that does not answer 2xx raises :class:`~labcloud.errors.AwsError`: ``SDK_CLIENT_ERROR`` with
the status (``ResourceNotFoundException``/``AccessDeniedException`` before any HTTP).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol


@dataclass(frozen=True, slots=True)
class ApiAnswer:
    status: int
    body: bytes


class ApiDestinations(Protocol):
    async def call_destination(
        self,
        destination_arn: str,
        role_arn: str,
        http_parameters: dict[str, Any],
        payload: str,
        event: Any,
    ) -> ApiAnswer: ...
