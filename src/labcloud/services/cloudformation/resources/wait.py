"""AWS::CloudFormation::WaitConditionHandle and AWS::CloudFormation::WaitCondition.

A handle's Ref (and physical id) is a presigned URL labcloud serves (responses.py); whoever is
waited for PUTs signals to it: ``{"Status": "SUCCESS"|"FAILURE", "Reason", "UniqueId", "Data"}``
(a later signal with the same UniqueId replaces the earlier one). The condition completes when
``Count`` distinct SUCCESS signals have arrived, fails at the first FAILURE, and times out after
``Timeout`` seconds of the server clock, with AWS's reasons. ``Fn::GetAtt Wait.Data`` is a JSON
object of UniqueId → Data.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from labcloud import clock
from labcloud.services.cloudformation import responses
from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall, ResourceFailed

#: A handle's URL stays valid longer than the longest wait (12 hours).
HANDLE_EXPIRES = 86_400
MAX_TIMEOUT = 43_200


class WaitConditionHandle(Handler):
    type = "AWS::CloudFormation::WaitConditionHandle"
    known = frozenset()

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        _, url = responses.open_request(
            rc.hub.store, rc.hub.settings.endpoint, rc.region, "wait", expires=HANDLE_EXPIRES
        )
        return Created(url, {})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        return attributes  # no properties

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        token = responses.token_of(physical_id)
        if token is not None:
            responses.close_request(rc.hub.store, token)


class WaitCondition(Handler):
    type = "AWS::CloudFormation::WaitCondition"
    known = frozenset({"Handle", "Timeout", "Count"})

    def _settings(self, rc: ResourceCall, props: dict[str, Any]) -> tuple[str, int, int]:
        if "Handle" not in props or "Timeout" not in props:
            raise ResourceFailed(
                f"Properties validation failed for resource {rc.logical_id} with message: labcloud's "
                "WaitCondition needs Handle and Timeout (a CreationPolicy without them is not supported)"
            )
        token = responses.token_of(str(props["Handle"]))
        if token is None:
            raise ResourceFailed(f"Invalid Handle: {props['Handle']} is not a WaitConditionHandle's URL")
        try:
            timeout, count = int(str(props["Timeout"])), int(str(props.get("Count", 1)))
        except ValueError:
            raise ResourceFailed("Timeout and Count must be integers") from None
        if not 1 <= timeout <= MAX_TIMEOUT:
            raise ResourceFailed(f"Timeout must be between 1 and {MAX_TIMEOUT} seconds")
        if count < 1:
            raise ResourceFailed("Count must be at least 1")
        return token, timeout, count

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        token, timeout, count = self._settings(rc, props)
        deadline = clock.now() + timeout
        delay = 0.01
        while True:
            signals: dict[str, dict[str, Any]] = {}
            for body in responses.received(rc.hub.store, token):
                signal = json.loads(body)
                if signal["Status"] == "FAILURE":
                    raise ResourceFailed(
                        f"WaitCondition received failed message: '{signal.get('Reason', '')}' "
                        f"for uniqueId: {signal['UniqueId']}"
                    )
                signals[signal["UniqueId"]] = signal
            if len(signals) >= count:
                data = {key: signal.get("Data", "") for key, signal in signals.items()}
                return Created(f"{rc.stack_id}/{rc.logical_id}", {"Data": json.dumps(data)})
            if clock.now() > deadline:
                raise ResourceFailed(
                    f"WaitCondition timed out. Received {len(signals)} conditions when expecting {count}"
                )
            await asyncio.sleep(delay)
            delay = min(delay * 2, 0.1)

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        raise ResourceFailed("Updates are not supported.")

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        return None  # nothing outside the stack's records
