"""PutCompositeAlarm (checks and evaluation in :mod:`.composite`, rows in ``repo.alarms``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext

from . import composite, evaluator
from .alarms import alarm_arn, check_tags
from .errors import limit_exceeded
from .events import emit
from .state import CloudWatchState

if TYPE_CHECKING:
    from .api import PutCompositeAlarmRequest, PutCompositeAlarmResponse


def put_composite_alarm(
    state: CloudWatchState, request: PutCompositeAlarmRequest, ctx: RequestContext
) -> PutCompositeAlarmResponse:
    now = clock.now()
    account, region, name = ctx.account_id, ctx.region, request["AlarmName"]
    config = composite.check_config(request, region, account)
    tags = [{"Key": tag["Key"], "Value": tag["Value"]} for tag in request.get("Tags") or ()]
    check_tags(tags)
    config["_updated"] = now
    try:
        with state.store.transaction():
            composite.check_references(state, account, region, name, config["AlarmRule"])
            existing = state.alarms.get(account, region, name)
            if existing is None and state.alarms.count(account, region) >= state.max_alarms:
                raise limit_exceeded(
                    f"The maximum number of alarms ({state.max_alarms}) for this account and region has been reached."
                )
            created = state.alarms.put(account, region, name, config, tags, now, composite.COMPOSITE)
            emit(
                state,
                ctx,
                "cloudwatch.alarm.created" if created else "cloudwatch.alarm.updated",
                alarm_arn(region, account, name),
                alarm_name=name,
                alarm_type=composite.COMPOSITE,
            )
            composite.settle(
                state, state.alarms.require(account, region, name), now, created, evaluator.transition
            )
    finally:  # the parents index is rebuilt from what committed
        composite.forget(state, account, region)
    return {}
