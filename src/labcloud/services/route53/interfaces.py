"""What Route 53 offers other services on the hub: each health check's recorded health (CloudWatch's
AWS/Route53 HealthCheckStatus and HealthCheckPercentageHealthy).

Another service imports only this module of Route 53; it never reads Route 53's tables or its provider.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True, slots=True)
class HealthCheckGauge:
    account_id: str
    health_check_id: str
    #: the health Route 53 reports (recorded status, Inverted and Disabled applied)
    healthy: bool


class HealthStatuses(Protocol):
    def health_check_gauges(self) -> list[HealthCheckGauge]:
        """Every account's health checks with their health now."""
        ...
