"""EventBridge Scheduler (``scheduler``) in the service shape: schedule groups, schedules and their firing.

Writes are synchronous SQLite transactions; schedules falling due are found by the hub's scheduler
(``firing.py``), which writes each firing to a durable outbox drained by ``delivery.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.scheduler import Periodic
from labcloud.services.eventscheduler import firing
from labcloud.services.eventscheduler.repo.schema import SCHEMA, TABLES
from labcloud.services.eventscheduler.state import SchedulerState
from labcloud.services.eventscheduler.tag_source import tag_source
from labcloud.services.shape import Contributions, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.eventscheduler import group_ops, schedule_ops
else:
    group_ops = lazy_module("labcloud.services.eventscheduler.group_ops")
    schedule_ops = lazy_module("labcloud.services.eventscheduler.schedule_ops")

OPERATIONS: dict[str, Operation[SchedulerState]] = {
    "CreateScheduleGroup": group_ops.create_schedule_group,
    "GetScheduleGroup": group_ops.get_schedule_group,
    "ListScheduleGroups": group_ops.list_schedule_groups,
    "DeleteScheduleGroup": group_ops.delete_schedule_group,
    "TagResource": group_ops.tag_resource,
    "UntagResource": group_ops.untag_resource,
    "ListTagsForResource": group_ops.list_tags_for_resource,
    "CreateSchedule": schedule_ops.create_schedule,
    "GetSchedule": schedule_ops.get_schedule,
    "UpdateSchedule": schedule_ops.update_schedule,
    "DeleteSchedule": schedule_ops.delete_schedule,
    "ListSchedules": schedule_ops.list_schedules,
}


def contributions(state: SchedulerState) -> Contributions:
    return Contributions(
        tag_sources=(tag_source(state),),
        periodic=(Periodic("scheduler.schedules", firing.INTERVAL, lambda now: firing.fire_due(state, now)),),
    )


SERVICE: Service[SchedulerState] = Service(
    name="scheduler",
    state=SchedulerState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
    schema_owner="scheduler",
)
