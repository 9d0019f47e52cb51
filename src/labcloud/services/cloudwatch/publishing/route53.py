"""AWS/Route53 metrics, sampled from Route 53's recorded health check statuses: HealthCheckStatus (1
healthy, 0 not) and HealthCheckPercentageHealthy (100 or 0: every checker sees the one recorded status)
per ``HealthCheckId``, in us-east-1 as Route 53 publishes them, each time the recorder samples its gauges."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.services.route53.interfaces import HealthCheckGauge

if TYPE_CHECKING:
    from .sink import Samples

NS = "AWS/Route53"
REGION = "us-east-1"


def sample(rec: Samples, gauges: list[HealthCheckGauge]) -> None:
    for gauge in gauges:
        dims = (("HealthCheckId", gauge.health_check_id),)
        where = (gauge.account_id, REGION)
        rec.record(where, NS, "HealthCheckStatus", dims, 1.0 if gauge.healthy else 0.0, "None")
        rec.record(
            where, NS, "HealthCheckPercentageHealthy", dims, 100.0 if gauge.healthy else 0.0, "Percent"
        )
