"""labcloud's own route for Route 53 health checks: ``PUT /_labcloud/route53/health-checks/{id}/status``
with ``{"status": "Success"}`` or ``{"status": "Failure"}`` records the status GetHealthCheckStatus answers
(labcloud probes nothing: a lab or a test says what the checkers would have seen)."""

from __future__ import annotations

import json

from labcloud.events.bus import EventBus
from labcloud.internal.routes import (
    InternalRequest,
    InternalResponse,
    InternalRoute,
    error_response,
    json_response,
)
from labcloud.services.route53 import health
from labcloud.services.route53.repo import health_checks
from labcloud.services.route53.state import Route53State


def routes(state: Route53State) -> list[InternalRoute]:
    def record(request: InternalRequest) -> InternalResponse:
        account = request.account_id or state.settings.account_id
        try:
            status = json.loads(request.body or b"{}").get("status")
        except (ValueError, AttributeError):
            status = None
        if status not in ("Success", "Failure"):
            return error_response(400, "InvalidInput", 'Send {"status": "Success"} or {"status": "Failure"}.')
        with state.store.transaction():
            doc = health_checks.get(state.store, account, request.params["id"])
            if doc is None:
                return error_response(
                    404, "NoSuchHealthCheck", f"A health check with id {request.params['id']} does not exist."
                )
            doc["_status"] = status
            health_checks.update(state.store, doc)
            _publish(state.bus, account, doc["Id"], status)
        return json_response({"id": doc["Id"], "status": status, "healthy": health.healthy(doc)})

    return [InternalRoute("PUT", "/route53/health-checks/{id}/status", record)]


def _publish(bus: EventBus, account: str, check_id: str, status: str) -> None:
    bus.publish(
        "route53.health_check.status_recorded",
        service="route53",
        account_id=account,
        region="us-east-1",
        resource=f"arn:aws:route53:::healthcheck/{check_id}",
        data={"id": check_id, "status": status},
    )
