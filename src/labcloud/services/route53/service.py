"""Route 53 in the service shape (``services/shape.py``): hosted zones (:mod:`.zones`), their record sets
(:mod:`.record_rules`) and health checks (:mod:`.health`), kept as records (docs/route53.md).

A global service: one set of zones and checks per account, whatever region a request is signed for.
labcloud answers no DNS queries and probes no endpoint; every change is INSYNC when it is answered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.services.route53.repo.schema import SCHEMA, TABLES
from labcloud.services.route53.state import Route53State
from labcloud.services.route53.tag_source import tag_sources
from labcloud.services.shape import Contributions, Offer, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.route53 import health_ops, record_ops, tag_ops, zone_ops
else:
    health_ops = lazy_module("labcloud.services.route53.health_ops")
    record_ops = lazy_module("labcloud.services.route53.record_ops")
    tag_ops = lazy_module("labcloud.services.route53.tag_ops")
    zone_ops = lazy_module("labcloud.services.route53.zone_ops")

OPERATIONS: dict[str, Operation[Route53State]] = {
    "CreateHostedZone": zone_ops.create_hosted_zone,
    "GetHostedZone": zone_ops.get_hosted_zone,
    "ListHostedZones": zone_ops.list_hosted_zones,
    "ListHostedZonesByName": zone_ops.list_hosted_zones_by_name,
    "DeleteHostedZone": zone_ops.delete_hosted_zone,
    "UpdateHostedZoneComment": zone_ops.update_hosted_zone_comment,
    "GetHostedZoneCount": zone_ops.get_hosted_zone_count,
    "ChangeResourceRecordSets": record_ops.change_resource_record_sets,
    "ListResourceRecordSets": record_ops.list_resource_record_sets,
    "GetChange": record_ops.get_change,
    "CreateHealthCheck": health_ops.create_health_check,
    "GetHealthCheck": health_ops.get_health_check,
    "ListHealthChecks": health_ops.list_health_checks,
    "UpdateHealthCheck": health_ops.update_health_check,
    "DeleteHealthCheck": health_ops.delete_health_check,
    "GetHealthCheckStatus": health_ops.get_health_check_status,
    "ChangeTagsForResource": tag_ops.change_tags_for_resource,
    "ListTagsForResource": tag_ops.list_tags_for_resource,
    "ListTagsForResources": tag_ops.list_tags_for_resources,
}


def contributions(state: Route53State) -> Contributions:
    from labcloud.services.route53.gauges import HealthGauges
    from labcloud.services.route53.interfaces import HealthStatuses
    from labcloud.services.route53.views import routes

    return Contributions(
        tag_sources=tag_sources(state),
        routes=tuple(routes(state)),
        offers=(Offer(HealthStatuses, HealthGauges(state)),),
    )


SERVICE: Service[Route53State] = Service(
    name="route53",
    state=Route53State.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
)
