"""AWS/ApplicationELB metrics from ELBv2's ``elbv2.request`` events (one per request a listener answered)
and its target health counts, with the dimensions and units AWS uses:

- per ``LoadBalancer`` (``app/<name>/<id>``) and ``LoadBalancer`` + ``AvailabilityZone`` (the load
  balancer's first zone: labcloud serves every request from one place): RequestCount, ProcessedBytes,
  HTTPCode_ELB_3XX/4XX/5XX_Count and HTTPCode_ELB_500/502/503/504_Count for answers the load balancer made
  (fixed responses, redirects, no reachable target, a failed Lambda), and for answers a target made
  HTTPCode_Target_2XX/3XX/4XX/5XX_Count and TargetResponseTime (Seconds);
- the same target metrics and RequestCount also per ``TargetGroup`` (``targetgroup/<name>/<id>``) +
  ``LoadBalancer`` (and + ``AvailabilityZone``);
- LambdaUserError and LambdaInternalError per ``TargetGroup`` + ``LoadBalancer``, LambdaTargetProcessedBytes
  per ``LoadBalancer``;
- sampled: HealthyHostCount and UnHealthyHostCount per ``TargetGroup`` + ``LoadBalancer``.

Connection counts (ActiveConnectionCount, NewConnectionCount) are not published: labcloud's front door
does not tell one client connection from another.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.events.bus import Event
from labcloud.services.elbv2.interfaces import TargetGroupHealth

if TYPE_CHECKING:
    from .sink import Dims, Samples

NS = "AWS/ApplicationELB"
KIND = "elbv2.request"
_ELB_CODES = (500, 502, 503, 504)


def load_balancer_dim(arn: str) -> str:
    """``app/<name>/<id>`` of ``arn:aws:elasticloadbalancing:...:loadbalancer/app/<name>/<id>``."""
    return arn.split(":loadbalancer/", 1)[-1]


def target_group_dim(arn: str) -> str:
    """``targetgroup/<name>/<id>`` of a target group's ARN."""
    return arn.split(":", 5)[-1]


def on_event(rec: Samples, event: Event) -> None:
    if event.kind != KIND:
        return
    where = (event.account_id, event.region)
    data = event.data
    lb = (("LoadBalancer", load_balancer_dim(event.resource)),)
    zone = str(data.get("zone") or "")
    balancer: tuple[Dims, ...] = (lb, (*lb, ("AvailabilityZone", zone))) if zone else (lb,)
    group_arn = str(data.get("target_group") or "")
    group: tuple[Dims, ...] = ()
    if group_arn:
        tg = (("TargetGroup", target_group_dim(group_arn)), *lb)
        group = (tg, (*tg, ("AvailabilityZone", zone))) if zone else (tg,)
    status = int(str(data.get("status") or 0))
    klass = f"{status // 100}XX"
    for dims in (*balancer, *group):
        rec.record(where, NS, "RequestCount", dims, 1.0, "Count")
    for dims in balancer:
        rec.record(where, NS, "ProcessedBytes", dims, float(data.get("bytes") or 0), "Bytes")
    if data.get("source") == "target":
        for dims in (*balancer, *group):
            if klass in ("2XX", "3XX", "4XX", "5XX"):
                rec.record(where, NS, f"HTTPCode_Target_{klass}_Count", dims, 1.0, "Count")
            rec.record(where, NS, "TargetResponseTime", dims, float(data.get("latency") or 0.0), "Seconds")
    else:
        for dims in balancer:
            if klass in ("3XX", "4XX", "5XX"):
                rec.record(where, NS, f"HTTPCode_ELB_{klass}_Count", dims, 1.0, "Count")
            if status in _ELB_CODES:
                rec.record(where, NS, f"HTTPCode_ELB_{status}_Count", dims, 1.0, "Count")
    if "lambda_bytes" in data:
        rec.record(where, NS, "LambdaTargetProcessedBytes", lb, float(data["lambda_bytes"] or 0), "Bytes")
    error = data.get("lambda_error")
    if error and group:
        name = "LambdaInternalError" if error == "internal" else "LambdaUserError"
        rec.record(where, NS, name, group[0], 1.0, "Count")


def sample(rec: Samples, counts: list[TargetGroupHealth]) -> None:
    for one in counts:
        dims = (
            ("TargetGroup", target_group_dim(one.target_group_arn)),
            ("LoadBalancer", load_balancer_dim(one.load_balancer_arn)),
        )
        where = (one.account_id, one.region)
        rec.record(where, NS, "HealthyHostCount", dims, float(one.healthy), "Count")
        rec.record(where, NS, "UnHealthyHostCount", dims, float(one.unhealthy), "Count")
