"""The :class:`~.interfaces.HealthStatuses` Route 53 offers: each health check's health as recorded
(``health.healthy``), read from its rows when CloudWatch samples its gauges."""

from __future__ import annotations

from labcloud.services.route53 import health
from labcloud.services.route53.interfaces import HealthCheckGauge
from labcloud.services.route53.repo import health_checks as rows
from labcloud.services.route53.state import Route53State


class HealthGauges:
    def __init__(self, state: Route53State) -> None:
        self.state = state

    def health_check_gauges(self) -> list[HealthCheckGauge]:
        return [
            HealthCheckGauge(account, str(doc["Id"]), health.healthy(doc))
            for account, doc in rows.every_with_account(self.state.store)
        ]
