"""Internal routes for the view: stacks with their status, resources and latest events.

``GET /_labcloud/cloudformation/stacks[?deleted=1]`` — every stack (deleted ones only when asked),
newest first, each with its resources and its 50 latest events (newest first).
"""

from __future__ import annotations

from typing import Any

from labcloud.internal.routes import InternalRequest, InternalResponse, InternalRoute, json_response
from labcloud.services.cloudformation import stacks as db
from labcloud.services.cloudformation.repo import stacks as stack_rows
from labcloud.services.cloudformation.state import CfnState

EVENTS_SHOWN = 50


def cfn_routes(state: CfnState) -> list[InternalRoute]:
    store = state.store

    def stacks(request: InternalRequest) -> InternalResponse:
        with_deleted = request.arg("deleted") in ("1", "true")
        out: list[dict[str, Any]] = []
        for stack in stack_rows.everywhere(store):
            if stack.status == "DELETE_COMPLETE" and not with_deleted:
                continue
            out.append(
                {
                    "stack_id": stack.stack_id,
                    "name": stack.name,
                    "account_id": stack.account,
                    "region": stack.region,
                    "status": stack.status,
                    "reason": stack.status_reason,
                    "created": stack.created,
                    "updated": stack.last_updated_time,
                    "outputs": stack.outputs or [],
                    "resources": [
                        {
                            "logical_id": r.logical_id,
                            "type": r.resource_type,
                            "physical_id": r.physical_id,
                            "status": r.status,
                            "reason": r.status_reason,
                        }
                        for r in db.resources(store, stack.stack_id).values()
                    ],
                    "events": [
                        {
                            "time": e.timestamp,
                            "logical_id": e.logical_id,
                            "type": e.resource_type,
                            "status": e.status,
                            "reason": e.reason,
                            "physical_id": e.physical_id,
                        }
                        for e in db.events(store, stack.stack_id)[:EVENTS_SHOWN]
                    ],
                }
            )
        return json_response({"stacks": out})

    return [InternalRoute("GET", "/cloudformation/stacks", stacks)]
