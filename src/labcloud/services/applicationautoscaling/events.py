"""Application Auto Scaling's domain events on the bus (``appautoscaling.*``)."""

from __future__ import annotations

from labcloud.context import RequestContext
from labcloud.services.applicationautoscaling.state import AutoScalingState


def publish(state: AutoScalingState, kind: str, ctx: RequestContext, resource: str, **data: object) -> None:
    state.bus.publish(
        kind,
        service="application-autoscaling",
        account_id=ctx.account_id,
        region=ctx.region,
        resource=resource,
        data=data,
    )
