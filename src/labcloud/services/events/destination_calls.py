"""EventBridge's :class:`~labcloud.services.events.interfaces.ApiDestinations`: the API destination
invoker of targets (``api_destination.invoke``), offered to other services on the hub."""

from __future__ import annotations

from typing import Any

from labcloud.services.events.interfaces import ApiAnswer
from labcloud.services.events.state import EventsState


class DestinationCalls:
    def __init__(self, state: EventsState) -> None:
        self.state = state

    async def call_destination(
        self,
        destination_arn: str,
        role_arn: str,
        http_parameters: dict[str, Any],
        payload: str,
        event: Any,
    ) -> ApiAnswer:
        from labcloud.services.events import api_destination  # on the first call, not when offered

        target = {"Arn": destination_arn, "RoleArn": role_arn, "HttpParameters": http_parameters}
        status, body = await api_destination.invoke(self.state, target, payload, event)
        return ApiAnswer(status, body)
